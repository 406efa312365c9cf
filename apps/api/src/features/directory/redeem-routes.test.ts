import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { users } from '../../platform/auth/tables';
import { unitMembers } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { appWithCallers, type Caller, callerFor } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { signIn, type TestApp } from '../../test/test-app';
import { gen, invitationStatus, redeem, signup, staffGen } from './directory-test-kit';
import { invitationCodes } from './tables';

const C = 'riverside-condo';
let t: TestApp;
let pmc: Caller;
beforeAll(async () => {
  ({ t, pmc } = await appWithCallers('pmc'));
});
afterAll(() => t.close());

describe('POST /api/invitation/redeem', () => {
  it('signs a new resident up into the community and the unit, once', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0301'], unitRole: 'OWNER' })).json().items;
    const pendingBefore = (await pmc('GET', '/api/directory/summary', { query: { communityID: C } })).json()
      .data.pendingInvitations;
    const res = await redeem(
      t,
      signup(`${c.code.slice(0, 4)} ${c.code.slice(4)}`.toLowerCase(), 'Manee@Demo.test'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      userID: 'manee@demo.test',
      communityID: C,
      communityName: 'เดอะ ริเวอร์ไซด์ คอนโดมิเนียม',
      role: 'RESIDENT',
      unitNo: 'A-0301',
      unitRole: 'OWNER',
      newAccount: true,
    });
    const manee = await callerFor(t, 'manee@demo.test', 'river-view-2024');
    const mine = (await manee('GET', '/api/community/unit/mine', { query: { communityID: C } })).json().items;
    expect(mine.map((u: { unitNo: string }) => u.unitNo)).toEqual(['A-0301']);
    const detail = (
      await pmc('GET', '/api/community/unit/detail', { query: { communityID: C, unitNo: 'A-0301' } })
    ).json().data;
    expect(detail.members).toContainEqual(
      expect.objectContaining({ userID: 'manee@demo.test', unitRole: 'OWNER' }),
    );
    expect(await invitationStatus(pmc, c.code)).toBe('USED');
    const [used] = (
      await pmc('GET', '/api/community/unit/invitation', { query: { communityID: C, q: c.code } })
    ).json().items;
    expect(used.usedBy).toBe('manee@demo.test');
    const pendingAfter = (await pmc('GET', '/api/directory/summary', { query: { communityID: C } })).json()
      .data.pendingInvitations;
    expect(pendingAfter).toBe(pendingBefore - 1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'invitation.redeem'));
    expect(audit).toMatchObject({
      actor: 'manee@demo.test',
      target: c.code,
      after: { role: 'RESIDENT', unitNo: 'A-0301' },
    });

    const users0 = await countRows(t.db, users);
    expectRefusal(
      await redeem(t, signup(c.code, 'someone-else@demo.test')),
      400,
      'INVITATION_USED',
      /already been used/,
    );
    expect(await countRows(t.db, users)).toBe(users0);
  });

  it('refuses an expired code and writes nothing', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0302'] })).json().items;
    await t.db
      .update(invitationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationCodes.code, c.code));
    expectRefusal(await redeem(t, signup(c.code, 'late@demo.test')), 400, 'INVITATION_EXPIRED', /expired/);
    expect(await countRows(t.db, users, eq(users.email, 'late@demo.test'))).toBe(0);
    expect(await invitationStatus(pmc, c.code)).toBe('EXPIRED');
  });

  it('refuses bad sign-up fields, weak passwords and taken e-mails, leaving the code unused', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0303'] })).json().items;
    const users0 = await countRows(t.db, users);
    expectRefusal(
      await redeem(t, { ...signup(c.code, 'x@demo.test'), acceptTerms: false }),
      400,
      'VALIDATION_FAILED',
      /terms/,
    );
    expectRefusal(await redeem(t, { code: c.code }), 400, 'VALIDATION_FAILED', /email is required.*sign in/);
    // A Thai phone's sign-up hears what is missing in Thai, field by field.
    expectRefusal(
      await redeem(t, { code: c.code }, { 'accept-language': 'th-TH' }),
      400,
      'VALIDATION_FAILED',
      /^กรุณาระบุ email.*กรุณาระบุ password.*เข้าสู่ระบบ/,
    );
    expectRefusal(
      await redeem(t, { ...signup(c.code, 'x@demo.test'), password: 'short' }),
      400,
      'VALIDATION_FAILED',
      /at least 8/,
    );
    expectRefusal(
      await redeem(t, { ...signup(c.code, 'x@demo.test'), password: 'password123' }),
      400,
      'WEAK_PASSWORD',
    );
    expectRefusal(
      await redeem(t, signup(c.code, 'guard@demo.test')),
      409,
      'EMAIL_TAKEN',
      /Sign in, then redeem/,
    );
    expectRefusal(
      await redeem(t, signup('0OIL-1234', 'x@demo.test')),
      400,
      'VALIDATION_FAILED',
      /not an invitation code/,
    );
    expectRefusal(await redeem(t, signup('ZZZZ-ZZZZ', 'x@demo.test')), 400, 'INVITATION_INVALID');
    expect(await countRows(t.db, users)).toBe(users0);
    expect(await invitationStatus(pmc, c.code)).toBe('PENDING');
    expect(
      await countRows(
        t.db,
        unitMembers,
        eq(
          unitMembers.userId,
          (await t.db.select().from(users).where(eq(users.email, 'guard@demo.test')))[0]!.id,
        ),
      ),
    ).toBe(0);
  });

  it('lets a signed-in user join with a code; a committee member keeps their role', async () => {
    const [c] = (await gen(pmc, { unitNos: ['A-0305'], unitRole: 'CO_RESIDENT' })).json().items;
    const { access_token } = await signIn(t, 'committee@demo.test');
    const res = await redeem(t, { code: c.code }, { authorization: `Bearer ${access_token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      userID: 'committee@demo.test',
      role: 'COMMITTEE',
      unitNo: 'A-0305',
      unitRole: 'CO_RESIDENT',
      newAccount: false,
    });
    const [again] = (await gen(pmc, { unitNos: ['A-0305'] })).json().items;
    expectRefusal(
      await redeem(t, { code: again.code }, { authorization: `Bearer ${access_token}` }),
      409,
      'ALREADY_IN_UNIT',
    );
    expect(await invitationStatus(pmc, again.code)).toBe('PENDING');
    expectRefusal(await redeem(t, { code: again.code }, { authorization: 'Bearer forged' }), 401);
  });

  it('joins a new staff member in the code’s role, without a unit', async () => {
    const [c] = (await staffGen(pmc, { role: 'GUARD' })).json().items;
    const res = await redeem(t, signup(c.code, 'new-guard@demo.test'));
    expect(res.json().data).toMatchObject({ role: 'GUARD', unitNo: null, unitRole: null });
    const [m] = await t.db
      .select({ role: memberships.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'new-guard@demo.test'), eq(memberships.communityId, C)));
    expect(m?.role).toBe('GUARD');
  });

  it('slows down someone guessing codes', async () => {
    for (let i = 0; i < 20; i++) {
      expectRefusal(
        await redeem(t, signup('ZZZZ-ZZZ2', 'x@demo.test'), {}, '203.0.113.50'),
        400,
        'INVITATION_INVALID',
      );
    }
    expectRefusal(await redeem(t, signup('ZZZZ-ZZZ2', 'x@demo.test'), {}, '203.0.113.50'), 429);
    expectRefusal(
      await redeem(t, signup('ZZZZ-ZZZ2', 'x@demo.test'), {}, '203.0.113.51'),
      400,
      'INVITATION_INVALID',
    );
  });
});
