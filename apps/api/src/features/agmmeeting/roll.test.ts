import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unitMembers, units } from '../../platform/residence/tables';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { agmKit } from './agm-test-kit';
import { monthsBefore } from './arrears';
import { agmRoll } from './tables';

describe('general meetings: the roll', () => {
  apiTest(
    'takes owners and ratios in millionths; an owner over half is capped at the others’ total',
    async ({ api, community }) => {
      const k = await agmKit(api, community, { ratios: ['0.400000', '0.300000', '0.200000', '0.100000'] });
      // The first owner also owns the second unit: 0.700000 of all votes, capped at 0.300000.
      await api.db
        .update(unitMembers)
        .set({ userId: k.ownerIds[0]! })
        .where(and(eq(unitMembers.unitId, k.unitIds[1]!), eq(unitMembers.userId, k.ownerIds[1]!)));
      const m = await k.meeting();
      const summary = await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      expect(summary).toMatchObject({
        units: 4,
        eligibleUnits: 4,
        directoryWeight: '1000000',
        totalWeight: '600000',
      });
      const roll = await k.ok(k.get(k.staff, 'roll/list', { meetingID: m.meetingID }));
      const entries = roll.entries as unknown as { unitNo: string; weight: string; capped: boolean }[];
      expect(entries.map((e) => [e.unitNo, e.weight, e.capped])).toEqual([
        ['A-0001', '171429', true],
        ['A-0002', '128571', true],
        ['A-0003', '200000', false],
        ['A-0004', '100000', false],
      ]);
    },
  );

  apiTest(
    'an override keeps its reason, survives a refresh, and freezes when the meeting opens',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      await k.item(m.meetingID);
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      const unitID = k.unitIds[5]!;
      const entry = await k.ok(
        k.post(k.staff, 'roll/update', {
          meetingID: m.meetingID,
          unitID,
          eligible: false,
          reason: 'Fees overdue 7 months',
        }),
      );
      expect(entry).toMatchObject({
        eligible: false,
        ineligibleReason: 'OVERRIDE',
        overrideReason: 'Fees overdue 7 months',
      });
      expectRefusal(
        await k.post(k.staff, 'roll/update', { meetingID: m.meetingID, unitID, weight: '0.5', reason: 'x' }),
        400,
      );
      expectRefusal(
        await k.post(k.staff, 'roll/update', { meetingID: m.meetingID, unitID, eligible: true, reason: '' }),
        400,
      );
      const refreshed = await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      expect(refreshed).toMatchObject({ units: 6, eligibleUnits: 5, totalWeight: '950000' });
      await k.noticed(m.meetingID);
      await k.present(m.meetingID, [k.unitIds[0]!]);
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }));
      expectRefusal(
        await k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }),
        409,
        'AGM_ROLL_LOCKED',
      );
      expectRefusal(
        await k.post(k.staff, 'roll/update', {
          meetingID: m.meetingID,
          unitID,
          eligible: true,
          reason: 'Paid',
        }),
        409,
        'AGM_ROLL_LOCKED',
      );
      const sheet = await k.staff.call('GET', '/api/agm/roll/excel', {
        query: { communityID: community.id, meetingID: m.meetingID },
      });
      expect(sheet.statusCode).toBe(200);
      expect(sheet.headers['content-type']).toContain('spreadsheetml');
      const rows = await api.db.select().from(agmRoll).where(eq(agmRoll.meetingId, m.meetingID));
      expect(rows).toHaveLength(6);
    },
  );

  apiTest(
    'a unit six months or more behind with its fees has no vote (s.18/1) until it pays and the roll is refreshed',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const startsAt = new Date(Date.now() + 30 * 86_400_000);
      const m = await k.meeting({ startsAt: startsAt.toISOString() });
      const sixMonthsBack = monthsBefore(localDate(startsAt, 'Asia/Bangkok'), 6);
      const dayAfter = addDays(sixMonthsBack, 1);
      // Billing's open bills, written as its rows: the roll reads them through billing's own answer.
      const bill = (no: number, unitId: string, dueDate: string, status: string) =>
        api.db.execute(sql`insert into billing_bills (community_id, bill_no, unit_id, period, due_date, status, total_satang)
          values (${community.id}, ${no}, ${unitId}, ${`p${no}`}, ${dueDate}, ${status}, 150000)`);
      await bill(1, k.unitIds[0]!, sixMonthsBack, 'ISSUED'); // six months to the day: overdue
      await bill(2, k.unitIds[1]!, dayAfter, 'PARTIALLY_PAID'); // a day short of six months
      await bill(3, k.unitIds[2]!, addDays(sixMonthsBack, -90), 'PAID'); // old but paid
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      const roll = async () =>
        new Map(
          (
            (await k.ok(k.get(k.staff, 'roll/list', { meetingID: m.meetingID }))).entries as unknown as {
              unitID: string;
              eligible: boolean;
              ineligibleReason: string | null;
            }[]
          ).map((e) => [e.unitID, [e.eligible, e.ineligibleReason]]),
        );
      const first = await roll();
      expect(first.get(k.unitIds[0]!)).toEqual([false, 'FEES_OVERDUE']);
      expect(first.get(k.unitIds[1]!)).toEqual([true, null]);
      expect(first.get(k.unitIds[2]!)).toEqual([true, null]);

      await api.db.execute(
        sql`update billing_bills set status = 'PAID' where bill_no = 1 and community_id = ${community.id}`,
      );
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      expect((await roll()).get(k.unitIds[0]!)).toEqual([true, null]);
    },
  );

  it('counts months back on the calendar, clamped to the shorter month', () => {
    expect(monthsBefore('2026-12-20', 6)).toBe('2026-06-20');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-15', 6)).toBe('2025-09-15');
  });

  apiTest('a village votes one plot, one vote', async ({ api }) => {
    const village = await newCommunity(api, { name: 'Village', type: 'VILLAGE' });
    const k = await agmKit(api, village, { ratios: ['0.100000', '0.500000', '0.400000'] });
    const m = await k.meeting();
    const summary = await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
    expect(summary).toMatchObject({ units: 3, totalWeight: '3000000' });
    const rules = await k.staff.call('GET', '/api/agm/rule/list', { query: { communityID: village.id } });
    expect(rules.json().items.map((r: { code: string }) => r.code)).toEqual([
      'QUORUM_VILLAGE',
      'VILLAGE_ORDINARY',
      'VILLAGE_HALF_OF_ALL',
    ]);
    expectRefusal(
      await k.post(k.staff, 'agenda/create', {
        meetingID: m.meetingID,
        kind: 'RESOLUTION',
        title: 'x',
        ruleCode: 'ORDINARY',
      }),
      400,
      'AGM_RULE_NOT_FOR_COMMUNITY',
    );
  });

  apiTest(
    'warns ROLL_STALE when the directory’s ratios or owners change after the snapshot, until it is refreshed and never once open',
    async ({ api, community }) => {
      const k = await agmKit(api, community);
      const m = await k.meeting();
      await k.item(m.meetingID);
      const warnings = async () =>
        (await k.ok(k.get(k.staff, 'meeting/detail', { meetingID: m.meetingID })))
          .warnings as unknown as string[];
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      // Staff's own override is the roll's, not a change in the directory.
      await k.ok(
        k.post(k.staff, 'roll/update', {
          meetingID: m.meetingID,
          unitID: k.unitIds[5],
          weight: '60000',
          reason: 'Court order',
        }),
      );
      expect(await warnings()).not.toContain('ROLL_STALE');

      await api.db.update(units).set({ ownershipRatio: '0.240000' }).where(eq(units.id, k.unitIds[0]!));
      expect(await warnings()).toContain('ROLL_STALE');
      const list = await k.get(k.staff, 'meeting/list', {});
      expect(list.json().items[0].warnings).toContain('ROLL_STALE');
      await k.ok(k.post(k.staff, 'roll/snapshot', { meetingID: m.meetingID }));
      expect(await warnings()).not.toContain('ROLL_STALE');

      // The second unit sold to the third unit's owner.
      await api.db
        .update(unitMembers)
        .set({ userId: k.ownerIds[2]! })
        .where(and(eq(unitMembers.unitId, k.unitIds[1]!), eq(unitMembers.userId, k.ownerIds[1]!)));
      expect(await warnings()).toContain('ROLL_STALE');
      await k.noticed(m.meetingID);
      await k.present(m.meetingID, k.unitIds.slice(0, 2));
      await k.ok(k.post(k.staff, 'meeting/open', { meetingID: m.meetingID }));
      await api.db.update(units).set({ ownershipRatio: '0.230000' }).where(eq(units.id, k.unitIds[0]!));
      expect(await warnings()).not.toContain('ROLL_STALE');
    },
  );
});
