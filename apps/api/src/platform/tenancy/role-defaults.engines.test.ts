import { DEFAULT_ROLE_PERMISSIONS, ROLES, type Role } from '@cc/contracts/roles';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOfTemplate, type TestDatabase } from '../../test/test-database';
import { appSettings } from '../db/app-settings';
import { createCommunity } from './community-setup';
import { setPermission } from './permissions';
import { applyNewPermissionDefaults, KNOWN_PERMISSIONS_SETTING, type RoleMatrix } from './role-defaults';
import { communityRolePermissions as crp } from './tables';

/** Today's matrix with one key that newer code brings: residents and admins hold it by default. */
const NEW_KEY = 'CAR_STICKER:read';
const withNewKey: RoleMatrix = {
  ...DEFAULT_ROLE_PERMISSIONS,
  RESIDENT: [...DEFAULT_ROLE_PERMISSIONS.RESIDENT, NEW_KEY],
  ADMIN: [...DEFAULT_ROLE_PERMISSIONS.ADMIN, NEW_KEY],
};

let handle: TestDatabase;
let a: string;
let b: string;

const holders = async (communityId: string, permission: string) =>
  (
    await handle.ownerDb
      .select({ role: crp.role })
      .from(crp)
      .where(and(eq(crp.communityId, communityId), eq(crp.permission, permission)))
  )
    .map((r) => r.role)
    .sort();
const rowCount = async () => (await handle.ownerDb.select().from(crp)).length;
const take = (communityId: string, role: Role, permission: string) =>
  setPermission(handle.ownerDb, communityId, role, permission as never, false);

beforeEach(async () => {
  handle = (await copyOfTemplate('empty')).database;
  a = await createCommunity(handle.ownerDb, { name: 'Riverside', type: 'CONDO' });
  b = await createCommunity(handle.ownerDb, { name: 'Lakeside', type: 'VILLAGE' });
});
afterEach(() => handle.close());

describe('default role matrix changes reaching existing communities', () => {
  it('applies nothing when every key is already known, and records the keys', async () => {
    const before = await rowCount();
    expect(await applyNewPermissionDefaults(handle.db)).toEqual([]);
    expect(await rowCount()).toBe(before);
    const [row] = await handle.ownerDb
      .select()
      .from(appSettings)
      .where(eq(appSettings.key, KNOWN_PERMISSIONS_SETTING));
    expect(JSON.parse(row!.value)).toContain('PARCEL:read');
  });

  it('grants a new key to its default roles only, in every community, leaving edited cells alone', async () => {
    await applyNewPermissionDefaults(handle.db);
    await take(a, 'GUARD', 'PARCEL:read');
    expect(await applyNewPermissionDefaults(handle.db, withNewKey)).toEqual([NEW_KEY]);
    for (const c of [a, b]) expect(await holders(c, NEW_KEY)).toEqual(['ADMIN', 'RESIDENT']);
    expect(await holders(a, 'PARCEL:read')).not.toContain('GUARD');
    expect(await holders(b, 'PARCEL:read')).toContain('GUARD');
  });

  it('does not give back a new key that an admin took away, across restarts', async () => {
    await applyNewPermissionDefaults(handle.db);
    await applyNewPermissionDefaults(handle.db, withNewKey);
    await take(a, 'RESIDENT', NEW_KEY);
    const before = await rowCount();
    for (let restart = 0; restart < 2; restart++) {
      expect(await applyNewPermissionDefaults(handle.db, withNewKey)).toEqual([]);
    }
    expect(await holders(a, NEW_KEY)).toEqual(['ADMIN']);
    expect(await holders(b, NEW_KEY)).toEqual(['ADMIN', 'RESIDENT']);
    expect(await rowCount()).toBe(before);
  });

  it('on its first run, treats a key no community holds as new (an upgrade from older code)', async () => {
    await handle.ownerDb.delete(crp).where(eq(crp.permission, 'PATROL:read'));
    expect(await applyNewPermissionDefaults(handle.db)).toEqual(['PATROL:read']);
    const byDefault = ROLES.filter((r) =>
      (DEFAULT_ROLE_PERMISSIONS[r] as readonly string[]).includes('PATROL:read'),
    );
    for (const c of [a, b]) expect(await holders(c, 'PATROL:read')).toEqual([...byDefault].sort());
  });

  it('applies a new key once when two instances start together', async () => {
    await applyNewPermissionDefaults(handle.db);
    const both = await Promise.all([
      applyNewPermissionDefaults(handle.db, withNewKey),
      applyNewPermissionDefaults(handle.db, withNewKey),
    ]);
    expect(both.flat()).toEqual([NEW_KEY]);
    expect(await holders(a, NEW_KEY)).toEqual(['ADMIN', 'RESIDENT']);
  });
});
