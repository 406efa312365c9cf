import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { memberships } from '../../platform/tenancy/tables';
import { notifyChannels, notifyLineGroups } from './tables';

export type ChannelRow = typeof notifyChannels.$inferSelect;
const c = notifyChannels;

export async function readChannel(tx: Executor, scope: CommunityScope, kind: NotifyChannelKind) {
  const [row] = await tx
    .select()
    .from(c)
    .where(scope.owns(c, eq(c.kind, kind)));
  return row;
}

/** Every channel of the community (three at most), for a batch that may go to any of them. */
export function channelsOf(tx: Executor, scope: CommunityScope) {
  return tx.select().from(c).where(scope.owns(c));
}

export type ChannelValues = Pick<ChannelRow, 'enabled' | 'features' | 'digest' | 'lang' | 'target'> & {
  secrets: Record<string, string>;
  last4: Record<string, string>;
  updatedBy: string;
};

/** Writes a channel's settings; the sealed secrets given replace those of the same name only. */
export async function saveChannel(
  tx: Executor,
  scope: CommunityScope,
  kind: NotifyChannelKind,
  v: ChannelValues,
) {
  const set = {
    enabled: v.enabled,
    features: v.features,
    digest: v.digest,
    lang: v.lang,
    target: v.target,
    updatedBy: v.updatedBy,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(c)
    .values({ communityId: scope.communityId, kind, ...set, secrets: v.secrets, last4: v.last4 })
    .onConflictDoUpdate({
      target: [c.communityId, c.kind],
      set: {
        ...set,
        secrets: sql`${c.secrets} || ${JSON.stringify(v.secrets)}::jsonb`,
        last4: sql`${c.last4} || ${JSON.stringify(v.last4)}::jsonb`,
      },
    })
    .returning();
  return row!;
}

/** The enabled channels that copy staff notifications of this feature. */
export function channelsForFeature(tx: Executor, scope: CommunityScope, featureEnum: string) {
  return tx
    .select()
    .from(c)
    .where(scope.owns(c, eq(c.enabled, true), sql`${featureEnum} = any(${c.features})`));
}

export function digestChannels(tx: Executor, scope: CommunityScope) {
  return tx
    .select()
    .from(c)
    .where(scope.owns(c, eq(c.enabled, true), eq(c.digest, true)));
}

export async function markLineEvent(tx: Executor, scope: CommunityScope) {
  await tx
    .update(c)
    .set({ lastEventAt: new Date() })
    .where(scope.owns(c, eq(c.kind, 'LINE')));
}

const g = notifyLineGroups;

/** A join (active) or a leave (inactive) of the bot in a LINE group. */
export async function noteLineGroup(tx: Executor, scope: CommunityScope, groupId: string, active: boolean) {
  await tx
    .insert(g)
    .values({ communityId: scope.communityId, groupId, active })
    .onConflictDoUpdate({
      target: [g.communityId, g.groupId],
      set: active ? { active, joinedAt: new Date() } : { active },
    });
}

export async function lineGroups(tx: Executor, scope: CommunityScope) {
  const rows = await tx
    .select()
    .from(g)
    .where(scope.owns(g))
    .orderBy(sql`${g.active} desc`, sql`${g.joinedAt} desc`);
  return rows.map((r) => ({ groupID: r.groupId, joinedAt: r.joinedAt.toISOString(), active: r.active }));
}

/** A community's LINE channel by id alone: the webhook knows no member, only the path's community. */
export const lineChannelOf = (tx: Executor, scope: CommunityScope) =>
  tx
    .select()
    .from(c)
    .where(scope.owns(c, and(eq(c.kind, 'LINE'))));

/** The community's admins, who hear of a delivery that gave up. */
export async function adminsOf(tx: Executor, scope: CommunityScope) {
  const m = memberships;
  const rows = await tx
    .select({ userId: m.userId })
    .from(m)
    .where(scope.owns(m, eq(m.role, 'ADMIN')));
  return rows.map((r) => r.userId);
}

/** Every community with a digest channel on (start-up, across communities). */
export async function communitiesWithDigest(tx: Executor) {
  const rows = await tx
    .selectDistinct({ id: c.communityId })
    .from(c)
    .where(and(eq(c.enabled, true), eq(c.digest, true)));
  return rows.map((r) => r.id);
}
