import { PERMISSION_KEYS } from '@cc/contracts/features';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { auditLog } from '../../platform/audit/tables';
import { communityRolePermissions } from '../../platform/tenancy/tables';
import { type Caller, callerFor } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { createTestApp, type TestApp } from '../../test/test-app';

const C = 'riverside-condo';
const _PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let t: TestApp;
let admin: Caller;
let pmc: Caller;
let committee: Caller;
let resident: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await callerFor(t, 'admin@demo.test');
  pmc = await callerFor(t, 'pmc@demo.test');
  committee = await callerFor(t, 'committee@demo.test');
  resident = await callerFor(t, 'resident@demo.test');
});
afterAll(() => t.close());

const _info = async () =>
  (await resident('GET', '/api/community/info', { query: { communityID: C } })).json().communityInfo;

describe('the permission matrix', () => {
  const matrix = async (who: Caller = committee) =>
    (await who('GET', '/api/community/permission', { query: { communityID: C } })).json().data;
  const change = (changes: object[], who: Caller = admin) =>
    who('PUT', '/api/community/permission', { body: { communityID: C, changes } });
  const cell = (items: { role: string; featureEnum: string }[], role: string, featureEnum: string) =>
    items.find((i) => i.role === role && i.featureEnum === featureEnum);

  it('answers every role and feature, with the defaults: SETTING:write only for ADMIN', async () => {
    const { roles, actions, items } = await matrix();
    expect(roles).toEqual(['RESIDENT', 'COMMITTEE', 'PMC', 'ADMIN', 'GUARD']);
    expect(actions).toEqual(['read', 'write', 'approve']);
    // Every feature and every always-on area's key (LOS_SERVICES), for each of the five roles.
    expect(items).toHaveLength(5 * PERMISSION_KEYS.length);
    expect(cell(items, 'PMC', 'LOS_SERVICES')).toMatchObject({ read: true, write: true });
    expect(cell(items, 'COMMITTEE', 'LOS_SERVICES')).toMatchObject({ read: true, write: false });
    expect(cell(items, 'ADMIN', 'SETTING')).toMatchObject({ read: true, write: true });
    expect(cell(items, 'PMC', 'SETTING')).toMatchObject({ read: true, write: false });
    expect(cell(items, 'PMC', 'DIRECTORY')).toMatchObject({ read: true, write: true, approve: true });
    expect(cell(items, 'COMMITTEE', 'DIRECTORY')).toEqual({
      role: 'COMMITTEE',
      featureEnum: 'DIRECTORY',
      read: true,
      write: false,
      approve: false,
    });
    expect(cell(items, 'RESIDENT', 'DIRECTORY')).toMatchObject({ read: false, write: false, approve: false });
    expectRefusal(
      await resident('GET', '/api/community/permission', { query: { communityID: C } }),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('is data: taking a cell away refuses that role at once, giving it back allows it again', async () => {
    const members = () => committee('GET', '/api/community/member', { query: { communityID: C } });
    expect((await members()).statusCode).toBe(200);
    const res = await change([{ role: 'COMMITTEE', featureEnum: 'DIRECTORY', read: false }]);
    expect(res.statusCode).toBe(200);
    expect(cell(res.json().data.items, 'COMMITTEE', 'DIRECTORY')).toMatchObject({ read: false });
    expectRefusal(await members(), 403, 'PERMISSION_DENIED');
    await change([{ role: 'COMMITTEE', featureEnum: 'DIRECTORY', read: true }]);
    expect((await members()).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'permission.set'));
    expect(audits[0]).toMatchObject({
      actor: 'admin@demo.test',
      before: { granted: ['COMMITTEE DIRECTORY:read'] },
      after: { notGranted: ['COMMITTEE DIRECTORY:read'] },
    });
  });

  it('never lets ADMIN lose settings, and refuses PMC staff and bad cells', async () => {
    const before = await countRows(
      t.db,
      communityRolePermissions,
      eq(communityRolePermissions.communityId, C),
    );
    expectRefusal(
      await change([
        { role: 'GUARD', featureEnum: 'PATROL', approve: true },
        { role: 'ADMIN', featureEnum: 'SETTING', write: false },
      ]),
      400,
      'SETTING_LOCKED',
    );
    expectRefusal(
      await change([{ role: 'PMC', featureEnum: 'SETTING', write: true }], pmc),
      403,
      'PERMISSION_DENIED',
    );
    expectRefusal(
      await change([{ role: 'OWNER', featureEnum: 'SETTING', read: true }]),
      400,
      'VALIDATION_FAILED',
      /role must be one of/,
    );
    expectRefusal(await change([]), 400, 'VALIDATION_FAILED', /changes must not be empty/);
    expect(await countRows(t.db, communityRolePermissions, eq(communityRolePermissions.communityId, C))).toBe(
      before,
    );
  });

  it('can be changed by the operator command too', async () => {
    await runOperatorCommand(t.db, 'set-permission', {
      community: C,
      role: 'GUARD',
      permission: 'DIRECTORY:read',
      grant: 'true',
    });
    expect(cell((await matrix()).items, 'GUARD', 'DIRECTORY')).toMatchObject({ read: true });
    await runOperatorCommand(t.db, 'set-permission', {
      community: C,
      role: 'GUARD',
      permission: 'DIRECTORY:read',
      grant: 'false',
    });
    expect(cell((await matrix()).items, 'GUARD', 'DIRECTORY')).toMatchObject({ read: false });
    await expect(
      runOperatorCommand(t.db, 'set-permission', {
        community: C,
        role: 'GUARD',
        permission: 'DIRECTORY:fly',
        grant: 'true',
      }),
    ).rejects.toThrow(/permission/);
  });
});

describe('access lists', () => {
  it("lists the community's members with their effective permissions", async () => {
    const res = await committee('GET', '/api/acl/user/list', {
      query: { communityID: C, q: 'demo.test', role: 'PMC' },
    });
    expect(res.statusCode).toBe(200);
    const [p] = res.json().items;
    expect(p).toMatchObject({ userID: 'pmc@demo.test', role: 'PMC' });
    expect(p.permissions).toContain('DIRECTORY:approve');
    expect(p.permissions).not.toContain('SETTING:write');
    // RECYCLING is never available, so no one holds anything on it in effect.
    expect(p.permissions.some((x: string) => x.startsWith('RECYCLING:'))).toBe(false);
    const seen: string[] = [];
    let lastKey: string | undefined;
    do {
      const page = (
        await committee('GET', '/api/acl/user/list', {
          query: { communityID: C, limit: 9, ...(lastKey ? { lastKey } : {}) },
        })
      ).json();
      seen.push(...page.items.map((i: { userID: string }) => i.userID));
      lastKey = page.lastKey ?? undefined;
    } while (lastKey);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThan(30);
    expectRefusal(
      await resident('GET', '/api/acl/user/list', { query: { communityID: C } }),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('lists the communities a caller may administer', async () => {
    const list = async (who: Caller) =>
      (await who('GET', '/api/acl/community/list')).json().items as {
        communityID: string;
        role: string;
        permissions: string[];
      }[];
    expect((await list(pmc)).map((c) => c.communityID).sort()).toEqual([
      'green-ville-village',
      'riverside-condo',
      'sukhumvit-77-residence',
    ]);
    const adminList = await list(admin);
    expect(adminList.map((c) => c.role)).toEqual(['ADMIN', 'ADMIN']);
    expect(adminList[0]!.permissions).toContain('SETTING:write');
    expect(await list(resident)).toEqual([]);
    expect(await list(committee)).toEqual([]);
    expectRefusal(await t.app.inject({ url: '/api/acl/community/list' }), 401);
  });
});
