import { type CommunityType, FEATURE_ENUMS, type FeatureEnum } from '@cc/contracts/features';
import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from '@cc/contracts/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { badRequest, notFound } from '../errors';
import { announceAccessChange } from './access-change';
import { communities, communityFeatures, communityRolePermissions, memberships } from './tables';

export interface NewCommunity {
  id?: string;
  name: string;
  type: CommunityType;
  imageUrl?: string | null;
  address?: string | null;
  /** Features switched on at creation; all of them when omitted. */
  features?: readonly FeatureEnum[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 32);

/** A community with its feature switches and its own copy of the default permission matrix. */
export async function createCommunity(db: Executor, c: NewCommunity) {
  const id = c.id ?? `${slug(c.name) || 'community'}-${crypto.randomUUID().slice(0, 8)}`;
  const enabled = new Set(c.features ?? FEATURE_ENUMS);
  await db
    .insert(communities)
    .values({ id, name: c.name, type: c.type, imageUrl: c.imageUrl ?? null, address: c.address ?? null });
  await db.insert(communityFeatures).values(
    FEATURE_ENUMS.map((f) => ({
      communityId: id,
      featureEnum: f,
      isEnable: enabled.has(f),
      isVisible: enabled.has(f),
    })),
  );
  await db
    .insert(communityRolePermissions)
    .values(
      ROLES.flatMap((role) =>
        DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ communityId: id, role, permission })),
      ),
    );
  return id;
}

export async function assertCommunityExists(db: Executor, communityId: string) {
  const [c] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.id, communityId));
  if (!c) throw notFound('COMMUNITY_NOT_FOUND', { communityId });
}

export async function addMember(db: Executor, communityId: string, userId: string, role: Role) {
  if (!ROLES.includes(role)) throw badRequest('UNKNOWN_ROLE', { roles: ROLES.join(', ') });
  await db
    .insert(memberships)
    .values({ communityId, userId, role })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.communityId],
      set: { role: sql`excluded.role` },
    });
  // Committed already when `db` is the database; over a transaction this does nothing, and
  // whoever commits it announces (runOperatorCommand does, by the command's changesAccess).
  await announceAccessChange(db, { communityId, userId });
}

export async function setFeature(
  db: Executor,
  communityId: string,
  feature: FeatureEnum,
  isEnable: boolean,
  isVisible = isEnable,
) {
  await db
    .update(communityFeatures)
    .set({ isEnable, isVisible })
    .where(and(eq(communityFeatures.communityId, communityId), eq(communityFeatures.featureEnum, feature)));
  // Committed already when `db` is the database; over a transaction this does nothing, and
  // whoever commits it announces (runOperatorCommand does, by the command's changesAccess).
  await announceAccessChange(db, { communityId });
}
