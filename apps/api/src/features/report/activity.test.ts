import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, vi } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { communities } from '../../platform/tenancy/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { CLIENT_AUTH } from '../../test/test-app';
import { rollUpClosedDays } from './action-rollup';
import { REPORT_NIGHTLY } from './nightly-job';
import { actionDays, activeDays, signInEvents } from './tables';

const ACTIVITY = '/api/report/user/activity';
const EXCEL = '/api/report/user/activity/excel';

afterEach(() => vi.useRealTimers());

describe('user activity', () => {
  apiTest(
    'figures equal a hand-made fixture, and another community counts for nothing',
    // Five people signed in by the kit: slow on PGlite under a loaded machine, never wrong.
    { timeout: 90_000 },
    async ({ api, community }) => {
      const other = await newCommunity(api, { name: 'Other' });
      const [u1, u2, u3] = await Promise.all(['101', '102', '103'].map((no) => community.unit(no)));
      const ann = await community.member('RESIDENT', { home: { unitId: u1! } });
      const ben = await community.member('RESIDENT', { home: { unitId: u2! } });
      const pmc = await community.member('PMC');
      const admin = await community.member('ADMIN');
      const stranger = await other.member('RESIDENT');
      void u3;
      const row = (userId: string, day: string, role: string, communityId = community.id) => ({
        communityId,
        userId,
        day,
        role,
      });
      await api.db
        .insert(activeDays)
        .values([
          row(ann.userId, '2026-01-05', 'RESIDENT'),
          row(ann.userId, '2026-01-06', 'RESIDENT'),
          row(ben.userId, '2026-01-06', 'RESIDENT'),
          row(pmc.userId, '2026-01-06', 'PMC'),
          row(pmc.userId, '2026-02-02', 'PMC'),
          row(ben.userId, '2026-02-03', 'RESIDENT'),
          row(stranger.userId, '2026-01-06', 'RESIDENT', other.id),
        ]);
      // 2026-01-31 23:30 in Bangkok is still January; 2026-02-04 00:10 in Bangkok is past the range.
      await api.db.insert(auditLog).values([
        {
          communityId: community.id,
          actorUserId: pmc.userId,
          actor: pmc.email,
          action: 'a',
          at: new Date('2026-01-06T03:00:00Z'),
        },
        {
          communityId: community.id,
          actorUserId: pmc.userId,
          actor: pmc.email,
          action: 'b',
          at: new Date('2026-01-31T16:30:00Z'),
        },
        {
          communityId: community.id,
          actorUserId: pmc.userId,
          actor: pmc.email,
          action: 'c',
          at: new Date('2026-02-03T10:00:00Z'),
        },
        {
          communityId: community.id,
          actorUserId: admin.userId,
          actor: admin.email,
          action: 'd',
          at: new Date('2026-01-20T03:00:00Z'),
        },
        {
          communityId: community.id,
          actorUserId: admin.userId,
          actor: admin.email,
          action: 'e',
          at: new Date('2026-02-03T17:10:00Z'),
        },
        {
          communityId: community.id,
          actorUserId: null,
          actor: 'scheduler',
          action: 'f',
          at: new Date('2026-01-20T03:00:00Z'),
        },
        {
          communityId: other.id,
          actorUserId: stranger.userId,
          actor: stranger.email,
          action: 'g',
          at: new Date('2026-01-20T03:00:00Z'),
        },
      ]);

      const res = await admin.call('GET', ACTIVITY, {
        query: { communityID: community.id, from: '2026-01-05', to: '2026-02-03' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const a = res.json().data;
      expect(a.days).toHaveLength(30);
      expect(a.days.filter((d: { residents: number; staff: number }) => d.residents + d.staff > 0)).toEqual([
        { date: '2026-01-05', residents: 1, staff: 0 },
        { date: '2026-01-06', residents: 2, staff: 1 },
        { date: '2026-02-02', residents: 0, staff: 1 },
        { date: '2026-02-03', residents: 1, staff: 0 },
      ]);
      expect(a.months).toEqual([
        { month: '2026-01', residents: 2, staff: 1 },
        { month: '2026-02', residents: 1, staff: 1 },
      ]);
      // The 30 days up to 3 February: ann (unit 101) and ben (unit 102) were active; 103 was not.
      expect(a.units).toEqual({ total: 3, active: 2, share: 0.6667 });
      expect(a.actions).toEqual({ total: 4, people: 2, perPerson: 2 });
      const people = a.people.map((p: { email: string; actions: number; activeDays: number }) => [
        p.email,
        p.actions,
        p.activeDays,
      ]);
      expect(people.slice(0, 2)).toEqual([
        [pmc.email, 3, 2],
        [admin.email, 1, 0],
      ]);
      expect(people.slice(2).sort()).toEqual(
        [
          [ann.email, 0, 2],
          [ben.email, 0, 2],
        ].sort(),
      );

      // Rolled up through 2 February (the day before 3 February's, Bangkok), the answer is the
      // same: closed days from the roll-up, 3 February from the audit log itself. And again once
      // every day has closed, with 2 February counted a second time and nothing doubled.
      const again = async () =>
        (
          await admin.call('GET', ACTIVITY, {
            query: { communityID: community.id, from: '2026-01-05', to: '2026-02-03' },
          })
        ).json().data;
      await rollUpClosedDays(api.db, new Date('2026-02-03T12:00:00Z'));
      const rolled = await api.db.select().from(actionDays).where(eq(actionDays.communityId, community.id));
      expect(rolled.map((r) => [r.day, r.userId, r.actions]).sort()).toEqual(
        [
          ['2026-01-06', pmc.userId, 1],
          ['2026-01-20', admin.userId, 1],
          ['2026-01-31', pmc.userId, 1],
        ].sort(),
      );
      expect(await again()).toEqual(a);
      await rollUpClosedDays(api.db, new Date('2026-03-01T00:00:00Z'));
      expect(await again()).toEqual(a);
    },
  );

  apiTest(
    'records sign-in attempts with their browser and shows the members their own community only',
    async ({ api, community }) => {
      const pmc = await community.member('PMC');
      const admin = await community.member('ADMIN');
      const chrome =
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
      const attempt = (password: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/authentication/token',
          headers: { authorization: CLIENT_AUTH, 'user-agent': chrome },
          payload: { grant_type: 'password', username: pmc.email, password },
        });
      expect((await attempt('wrong-password')).statusCode).toBe(400);
      expect((await attempt('kit-password-1')).statusCode).toBe(200);
      const rows = await api.db.select().from(signInEvents).where(eq(signInEvents.userId, pmc.userId));
      // The kit's own sign-in, the refused one and the one above.
      expect(rows.map((r) => [r.method, r.success, r.browser]).sort()).toEqual(
        [
          ['PASSWORD', false, 'CHROME'],
          ['PASSWORD', true, 'CHROME'],
          ['PASSWORD', true, 'OTHER'],
        ].sort(),
      );
      expect(rows.every((r) => r.ip)).toBe(true);

      const res = await admin.call('GET', ACTIVITY, { query: { communityID: community.id } });
      expect(res.statusCode, res.body).toBe(200);
      const mine = res.json().data.signIns.filter((s: { email: string }) => s.email === pmc.email);
      expect(mine.map((s: { success: boolean }) => s.success).sort()).toEqual([false, true, true]);
      expect(JSON.stringify(res.json())).not.toContain(rows[0]!.ip!);

      const other = await newCommunity(api, { name: 'Elsewhere' });
      const theirAdmin = await other.member('ADMIN');
      const theirs = await theirAdmin.call('GET', ACTIVITY, { query: { communityID: other.id } });
      expect(theirs.json().data.signIns.map((s: { email: string }) => s.email)).not.toContain(pmc.email);
    },
  );

  apiTest(
    'the first call of the day marks a member active once, with the role of the day',
    async ({ api, community }) => {
      const resident = await community.member('RESIDENT');
      const mark = () => api.db.select().from(activeDays).where(eq(activeDays.userId, resident.userId));
      expect(await mark()).toEqual([]);
      for (let i = 0; i < 3; i++) {
        const res = await resident.call('GET', '/api/community/info', {
          query: { communityID: community.id },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const rows = await mark();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ communityId: community.id, role: 'RESIDENT' });
    },
  );

  apiTest("a member's active day is the community's own day, in its time zone", async ({ api }) => {
    // Kiritimati runs 14 hours ahead of UTC and 7 ahead of Bangkok: for 7 hours a day the two
    // disagree on the date, and the community's own date is the one kept: at 12:00 UTC it is
    // 19:00 on the 15th in Bangkok and 02:00 on the 16th there.
    vi.useFakeTimers({ now: new Date('2026-06-15T12:00:00Z'), toFake: ['Date'] });
    const far = await newCommunity(api, { name: 'Line Islands' });
    await api.db
      .update(communities)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(communities.id, far.id));
    const resident = await far.member('RESIDENT');
    const res = await resident.call('GET', '/api/community/info', { query: { communityID: far.id } });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await api.db.select().from(activeDays).where(eq(activeDays.userId, resident.userId));
    expect(rows.map((r) => r.day)).toEqual(['2026-06-16']);
  });

  apiTest(
    'refuses long and reversed ranges, bad dates, residents and other communities',
    async ({ api, community }) => {
      const admin = await community.member('ADMIN');
      const resident = await community.member('RESIDENT');
      const other = await newCommunity(api, { name: 'Other' });
      const ask = (query: Record<string, string>, who = admin) =>
        who.call('GET', ACTIVITY, {
          query: { communityID: community.id, ...query },
          headers: { 'accept-language': 'th' },
        });
      expectRefusal(await ask({ from: '2025-01-01', to: '2026-01-02' }), 400, 'REPORT_RANGE_TOO_LONG', /366/);
      expect((await ask({ from: '2025-01-01', to: '2026-01-01' })).statusCode).toBe(200);
      expectRefusal(await ask({ from: '2026-02-01', to: '2026-01-01' }), 400, 'REPORT_RANGE_REVERSED');
      expectRefusal(await ask({ from: '2026-02-30' }), 400);
      expectRefusal(await ask({}, resident), 403);
      expectRefusal(await admin.call('GET', ACTIVITY, { query: { communityID: other.id } }), 403);
      expectRefusal(
        await admin.call('GET', EXCEL, {
          query: { communityID: community.id, from: '2020-01-01', to: '2026-01-01' },
        }),
        400,
      );
      const signedOut = await api.app.inject({
        method: 'GET',
        url: ACTIVITY,
        query: { communityID: community.id },
      });
      expect(signedOut.statusCode).toBe(401);
    },
  );

  apiTest('the Excel download holds the four sheets', async ({ community }) => {
    const admin = await community.member('ADMIN');
    const res = await admin.call('GET', EXCEL, { query: { communityID: community.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  apiTest('sign-in attempts are pruned once 90 days old, by the daily job (fake clock)', async ({ api }) => {
    const now = new Date('2027-03-01T00:00:00Z');
    const rows = await api.db
      .insert(signInEvents)
      .values([
        {
          method: 'PASSWORD',
          success: false,
          browser: 'OTHER',
          ip: '198.51.100.1',
          at: new Date('2026-11-30T23:00:00Z'),
        },
        {
          method: 'PASSWORD',
          success: false,
          browser: 'OTHER',
          ip: '198.51.100.2',
          at: new Date('2026-12-01T01:00:00Z'),
        },
      ])
      .returning({ id: signInEvents.id });
    vi.useFakeTimers({ now, toFake: ['Date'] });
    await api.app.services.jobs.schedule(REPORT_NIGHTLY, { day: '2027-03-01' });
    expect(await api.app.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const left = await api.db
      .select({ ip: signInEvents.ip })
      .from(signInEvents)
      .where(
        inArray(
          signInEvents.id,
          rows.map((r) => r.id),
        ),
      );
    // 2026-11-30 23:00 is more than 90 days before 1 March 2027; 1 December 01:00 is not.
    expect(left).toEqual([{ ip: '198.51.100.2' }]);
  });
});
