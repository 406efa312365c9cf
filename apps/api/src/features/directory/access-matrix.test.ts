import type { GuardedOperation } from '@cc/contracts/access';
import { phonebookOps } from '@cc/contracts/phonebook';
import { ROLES, type Role } from '@cc/contracts/roles';
import { settingOps } from '@cc/contracts/setting';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityRolePermissions } from '../../platform/tenancy/tables';
import { type Caller, callerFor } from '../../test/as-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DIRECTORY_OPERATIONS } from './index';

/** Every operation of issue 5's route tables: directory, phonebook, settings. */
const OPERATIONS: [string, GuardedOperation][] = [
  ...Object.entries(DIRECTORY_OPERATIONS),
  ...Object.entries(phonebookOps).map(([n, op]): [string, GuardedOperation] => [`phonebook.${n}`, op]),
  ...Object.entries(settingOps).map(([n, op]): [string, GuardedOperation] => [`setting.${n}`, op]),
];
const COMMUNITY_OPS = OPERATIONS.filter(([, op]) => op.access.kind === 'community');
const C = 'riverside-condo';
const USER_OF: Record<Role, string> = {
  RESIDENT: 'resident@demo.test',
  COMMITTEE: 'committee@demo.test',
  PMC: 'pmc@demo.test',
  ADMIN: 'admin@demo.test',
  GUARD: 'guard@demo.test',
};

let t: TestApp;
const callers = {} as Record<Role, Caller>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) callers[role] = await callerFor(t, USER_OF[role]);
});
afterAll(() => t.close());

/** The smallest call that names the community: in the query for GET and uploads, else in the body. */
function call(who: Caller, op: GuardedOperation, communityID = C) {
  if (op.method === 'GET' || !op.body) return who(op.method, op.path, { query: { communityID } });
  return who(op.method, op.path, { body: { communityID }, query: op.query ? { communityID } : undefined });
}

async function granted(role: Role) {
  const rows = await t.db
    .select({ p: communityRolePermissions.permission })
    .from(communityRolePermissions)
    .where(and(eq(communityRolePermissions.communityId, C), eq(communityRolePermissions.role, role)));
  return new Set(rows.map((r) => r.p));
}

describe('the route table', () => {
  it('is registered in full, and declares access for every operation', () => {
    expect(OPERATIONS.length).toBeGreaterThan(40);
    // Each operation its own method and path: none hides another in the walk below.
    expect(new Set(OPERATIONS.map(([, op]) => `${op.method} ${op.path}`)).size).toBe(OPERATIONS.length);
    for (const [name, op] of OPERATIONS) {
      expect(t.app.hasRoute({ method: op.method, url: op.path }), `${name} ${op.method} ${op.path}`).toBe(
        true,
      );
      expect(['public', 'signed-in', 'community'], name).toContain(op.access.kind);
    }
  });

  it('gives settings changes only to ADMIN by default', () => {
    const writesSettings = COMMUNITY_OPS.filter(
      ([, op]) => op.access.kind === 'community' && op.access.permission === 'SETTING:write',
    );
    expect(writesSettings.map(([n]) => n).sort()).toEqual([
      'setting.contactUpdate',
      'setting.featureEnable',
      'setting.permissionUpdate',
      'setting.profileUpdate',
    ]);
  });
});

describe.each(ROLES)('as %s', (role) => {
  it("is allowed exactly what the community's matrix gives the role", async () => {
    const perms = await granted(role);
    const tally = { allowed: 0, denied: 0 };
    for (const [name, op] of COMMUNITY_OPS) {
      if (op.access.kind !== 'community') continue;
      const res = await call(callers[role], op);
      const allowed = !op.access.permission || perms.has(op.access.permission);
      const label = `${role} ${name} ${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (allowed) {
        expect(res.statusCode, label).not.toBe(403);
        expect(res.statusCode, label).toBeLessThan(500);
        tally.allowed++;
      } else {
        tally.denied++;
        expect(res.statusCode, label).toBe(403);
        expect(res.json().code, label).toBe('PERMISSION_DENIED');
      }
    }
    // Both sides are exercised: every role but ADMIN is refused something, and all may read something.
    expect(tally.allowed).toBeGreaterThan(0);
    if (role !== 'ADMIN') expect(tally.denied).toBeGreaterThan(0);
  });
});

describe('every community operation', () => {
  it('refuses a caller without a token', async () => {
    for (const [name, op] of COMMUNITY_OPS) {
      const res = await t.app.inject({ method: op.method, url: op.path, query: { communityID: C } });
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('refuses a community the caller is not a member of, whatever their role elsewhere', async () => {
    for (const [name, op] of COMMUNITY_OPS) {
      const res = await call(callers.GUARD, op, 'green-ville-village');
      expect(res.statusCode, name).toBe(403);
      expect(res.json().code, name).toBe('FORBIDDEN');
    }
  });

  it('refuses everything of a switched-off feature', async () => {
    const off = (enabled: boolean) =>
      callers.ADMIN('PUT', '/api/community/feature/enable', {
        body: {
          communityID: C,
          features: [
            { featureEnum: 'DIRECTORY', isEnable: enabled },
            { featureEnum: 'PHONEBOOK', isEnable: enabled },
          ],
        },
      });
    expect((await off(false)).statusCode).toBe(200);
    try {
      for (const [name, op] of COMMUNITY_OPS) {
        const feature = op.access.kind === 'community' ? op.access.feature : undefined;
        if (feature !== 'DIRECTORY' && feature !== 'PHONEBOOK') continue;
        const res = await call(callers.PMC, op);
        expect(res.statusCode, name).toBe(403);
        expect(res.json().code, name).toBe('FEATURE_DISABLED');
      }
    } finally {
      expect((await off(true)).statusCode).toBe(200);
    }
  });
});
