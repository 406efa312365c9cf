import type { CommunityType, FeatureEnum } from '@cc/contracts/features';
import type { Role } from '@cc/contracts/roles';
import { hashPassword } from '../platform/auth/passwords';
import { users } from '../platform/auth/tables';
import { buildings, unitMembers, units } from '../platform/residence/tables';
import { addMember, createCommunity } from '../platform/tenancy/community-setup';
import { type Caller, callerFor } from './as-user';
import type { TestApp } from './test-app';

/** Every person a kit creates signs in with this password. */
export const KIT_PASSWORD = 'kit-password-1';
let kitPasswordHash: Promise<string> | undefined;

export interface Member {
  userId: string;
  email: string;
  /** Calls the API as this person, signed in once. */
  call: Caller;
}

export interface CommunityKit {
  id: string;
  /** A new person with `role` in this community, signed in. */
  member(
    role: Role,
    opts?: { home?: { unitId: string; unitRole?: 'OWNER' | 'CO_RESIDENT' | 'TENANT' } },
  ): Promise<Member>;
  /** A building of this community; answers its id. */
  building(name: string, floors?: number): Promise<string>;
  /** A unit of this community, in a building or none; answers its id. */
  unit(unitNo: string, opts?: { buildingId?: string; floor?: number }): Promise<string>;
}

/**
 * A new community of its own in the test app's database, with helpers to add the people,
 * buildings and units a test needs, so the test depends on nothing the demo seed holds.
 */
export async function newCommunity(
  t: TestApp,
  opts: { name?: string; type?: CommunityType; features?: readonly FeatureEnum[] } = {},
): Promise<CommunityKit> {
  const id = await createCommunity(t.db, {
    name: opts.name ?? 'Kit Community',
    type: opts.type ?? 'CONDO',
    features: opts.features,
  });
  return kitOf(t, id);
}

/** The same helpers for a community that already exists (a demo community, say). */
export function kitOf(t: TestApp, id: string): CommunityKit {
  return {
    id,
    async member(role, { home } = {}) {
      kitPasswordHash ??= hashPassword(KIT_PASSWORD);
      const email = `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@kit.test`;
      const [user] = await t.db
        .insert(users)
        .values({ email, passwordHash: await kitPasswordHash, firstname: role, lastname: 'Kit' })
        .returning({ id: users.id });
      await addMember(t.db, id, user!.id, role);
      if (home)
        await t.db.insert(unitMembers).values({
          unitId: home.unitId,
          userId: user!.id,
          communityId: id,
          unitRole: home.unitRole ?? 'OWNER',
        });
      return { userId: user!.id, email, call: await callerFor(t, email, KIT_PASSWORD) };
    },
    async building(name, floors = 1) {
      const [b] = await t.db.insert(buildings).values({ communityId: id, name, floors }).returning();
      return b!.id;
    },
    async unit(unitNo, { buildingId, floor } = {}) {
      const [u] = await t.db
        .insert(units)
        .values({ communityId: id, unitNo, buildingId: buildingId ?? null, floor: floor ?? null })
        .returning();
      return u!.id;
    },
  };
}
