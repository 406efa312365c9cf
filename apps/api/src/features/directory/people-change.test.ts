import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../../platform/auth/tables';
import { unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { appWithCallers, type Caller, callerFor } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import { memberCount } from './directory-test-kit';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
let admin: Caller;
beforeAll(async () => {
  ({ t, pmc, admin } = await appWithCallers('pmc', 'admin'));
});
afterAll(() => t.close());

/** A seeded resident (not one of the named demo accounts) and their unit. */
async function seededResident(n: number, unitRole = 'OWNER') {
  const rows = await t.db
    .select({ email: users.email, unitNo: units.unitNo })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .innerJoin(units, eq(units.id, unitMembers.unitId))
    .where(
      and(
        eq(unitMembers.communityId, C),
        eq(unitMembers.unitRole, unitRole as 'OWNER'),
        like(users.email, '%.ri%@demo.test'),
      ),
    )
    .orderBy(users.email);
  return rows[n]!;
}

describe('PUT /api/community/member/role', () => {
  const setRole = (who: Caller, userID: string, role: string) =>
    who('PUT', '/api/community/member/role', { body: { communityID: C, userID, role } });
  const roleOf = async (email: string) =>
    (
      await t.db
        .select({ role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.communityId, C), eq(users.email, email)))
    )[0]?.role;

  it('changes a role, with the audit before and after', async () => {
    const { email } = await seededResident(0);
    expect((await setRole(pmc, email, 'COMMITTEE')).statusCode).toBe(200);
    expect(await roleOf(email)).toBe('COMMITTEE');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.role'), eq(auditLog.target, email)));
    expect(row).toMatchObject({
      actor: 'pmc@demo.test',
      communityId: C,
      before: { role: 'RESIDENT' },
      after: { role: 'COMMITTEE' },
    });
  });

  it('lets only a role with SETTING:write grant or take ADMIN, and nobody change themselves', async () => {
    const { email } = await seededResident(1);
    expectRefusal(await setRole(pmc, email, 'ADMIN'), 403, 'ADMIN_ONLY');
    expectRefusal(await setRole(pmc, 'admin@demo.test', 'RESIDENT'), 403, 'ADMIN_ONLY');
    expectRefusal(await setRole(pmc, 'pmc@demo.test', 'ADMIN'), 403, 'SELF_CHANGE');
    expect(await roleOf(email)).toBe('RESIDENT');
    expect((await setRole(admin, email, 'ADMIN')).statusCode).toBe(200);
    expect(await roleOf(email)).toBe('ADMIN');
    expect((await setRole(admin, email, 'RESIDENT')).statusCode).toBe(200);
  });

  it('refuses bad input, strangers and roles without DIRECTORY:approve', async () => {
    expectRefusal(
      await setRole(pmc, 'resident@demo.test', 'KING'),
      400,
      'VALIDATION_FAILED',
      /role must be one of/,
    );
    expectRefusal(await setRole(pmc, 'not-an-email', 'PMC'), 400, 'VALIDATION_FAILED', /e-mail/);
    expectRefusal(await setRole(pmc, 'ghost@demo.test', 'PMC'), 404, 'MEMBER_NOT_FOUND');
    const committee = await callerFor(t, 'committee@demo.test');
    expectRefusal(await setRole(committee, 'resident@demo.test', 'PMC'), 403, 'PERMISSION_DENIED');
    expect(await roleOf('resident@demo.test')).toBe('RESIDENT');
  });
});

describe('unit members', () => {
  it('changes a role in a unit', async () => {
    const { email, unitNo } = await seededResident(2);
    const res = await pmc('PUT', '/api/community/unit/member/role', {
      body: { communityID: C, unitNo, userID: email, unitRole: 'TENANT' },
    });
    expect(res.statusCode).toBe(200);
    const detail = (
      await pmc('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo } })
    ).json().data;
    expect(detail.members.find((m: { userID: string }) => m.userID === email).unitRole).toBe('TENANT');
    expectRefusal(
      await pmc('PUT', '/api/community/unit/member/role', {
        body: { communityID: C, unitNo: 'A-0101', userID: email, unitRole: 'OWNER' },
      }),
      404,
      'UNIT_MEMBER_NOT_FOUND',
    );
    expectRefusal(
      await pmc('PUT', '/api/community/unit/member/role', {
        body: { communityID: C, unitNo, userID: email, unitRole: 'BOSS' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('needs a reason to remove someone from a unit', async () => {
    const { email, unitNo } = await seededResident(3);
    const kick = (reason?: string) =>
      pmc('POST', '/api/community/unit/member/kick', {
        body: { communityID: C, unitNo, userID: email, reason },
      });
    expectRefusal(await kick(), 400, 'VALIDATION_FAILED', /reason is required/);
    expectRefusal(await kick('  x '), 400, 'VALIDATION_FAILED', /at least 3/);
    expect(await countRows(t.db, unitMembers, and(eq(unitMembers.communityId, C)))).toBeGreaterThan(0);
  });

  it("removes a resident's last unit and with it their membership: their next request is refused", async () => {
    const { email, unitNo } = await seededResident(4);
    const them = await callerFor(t, email);
    expect((await them('GET', '/api/community/info', { query: { communityID: C } })).statusCode).toBe(200);
    const res = await pmc('POST', '/api/community/unit/member/kick', {
      body: { communityID: C, unitNo, userID: email, reason: 'Moved out in March' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ removedFromCommunity: true });
    expectRefusal(await them('GET', '/api/community/info', { query: { communityID: C } }), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'unit.member.kick'));
    expect(row).toMatchObject({
      actor: 'pmc@demo.test',
      target: `${unitNo} ${email}`,
      after: { reason: 'Moved out in March', removedFromCommunity: true },
    });
  });

  it('keeps a committee member in the community when they leave their unit', async () => {
    const res = await pmc('POST', '/api/community/unit/member/kick', {
      body: { communityID: C, unitNo: 'B-0801', userID: 'committee@demo.test', reason: 'Sold the unit' },
    });
    expect(res.json().data).toEqual({ removedFromCommunity: false });
    const committee = await callerFor(t, 'committee@demo.test');
    expect((await committee('GET', '/api/community/info', { query: { communityID: C } })).statusCode).toBe(
      200,
    );
  });
});

describe('DELETE /api/community/member', () => {
  it('removes a member and their units; their next request is refused', async () => {
    const { email, unitNo } = await seededResident(5);
    const them = await callerFor(t, email);
    const before = await memberCount(t);
    const res = await pmc('DELETE', '/api/community/member', {
      body: { communityID: C, userID: email, reason: 'Duplicate account' },
    });
    expect(res.statusCode).toBe(200);
    expect(await memberCount(t)).toBe(before - 1);
    expectRefusal(
      await them('GET', '/api/community/unit/mine', { query: { communityID: C } }),
      403,
      'FORBIDDEN',
    );
    const detail = (
      await pmc('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo } })
    ).json().data;
    expect(detail.members.map((m: { userID: string }) => m.userID)).not.toContain(email);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.remove'));
    expect(row).toMatchObject({
      target: email,
      before: { role: 'RESIDENT' },
      after: { reason: 'Duplicate account' },
    });
  });

  it('refuses removing oneself, an ADMIN without SETTING:write, and a missing reason', async () => {
    const before = await memberCount(t);
    expectRefusal(
      await pmc('DELETE', '/api/community/member', {
        body: { communityID: C, userID: 'pmc@demo.test', reason: 'leaving' },
      }),
      403,
      'SELF_CHANGE',
    );
    expectRefusal(
      await pmc('DELETE', '/api/community/member', {
        body: { communityID: C, userID: 'admin@demo.test', reason: 'leaving' },
      }),
      403,
      'ADMIN_ONLY',
    );
    expectRefusal(
      await pmc('DELETE', '/api/community/member', { body: { communityID: C, userID: 'guard@demo.test' } }),
      400,
      'VALIDATION_FAILED',
      /reason/,
    );
    expect(await memberCount(t)).toBe(before);
  });
});
