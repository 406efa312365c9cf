import { eq, inArray } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { P, recyclingKit, SLOW_START } from './recycling-test-kit';
import { recyclingBalances, recyclingKinds, recyclingRecords } from './tables';

describe('recycling access and tenancy', { timeout: SLOW_START }, () => {
  apiTest(
    'residents read the price board, their own points and the figures, never the office side',
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const paper = await k.kind('Paper', 350, 3);
      await k.weighIn(k.homeId, paper.kindID, 2000);
      await k.weighIn(k.otherUnitId, paper.kindID, 5000);

      const kinds = await k.get(k.resident, 'kind/list');
      expect(kinds.statusCode, kinds.body).toBe(200);
      const mine = await k.ok<{ units: { unitNo: string; points: number }[]; recent: { unitNo: string }[] }>(
        k.get(k.resident, 'my'),
      );
      expect(mine.units).toEqual([expect.objectContaining({ unitNo: 'A-0101', points: 6 })]);
      expect(mine.recent.map((r) => r.unitNo)).toEqual(['A-0101']);
      const report = await k.get(k.resident, 'report', { from: '2020-01-01', to: '2020-12-31' });
      expect(report.statusCode, report.body).toBe(200);

      for (const [op, body] of [
        ['kind/create', { name: 'Mine', satangPerKg: 1, pointsPerKg: 1 }],
        ['kind/update', { kindID: paper.kindID, name: 'x', satangPerKg: 1, pointsPerKg: 1 }],
        ['record/create', { unitID: k.homeId, kindID: paper.kindID, grams: 999_999 }],
        ['record/cancel', { recordID: crypto.randomUUID(), reason: 'mine' }],
      ] as const) {
        expectRefusal(await k.post(k.resident, op, body), 403, 'PERMISSION_DENIED');
      }
      for (const op of ['record/list', 'points']) {
        expectRefusal(await k.get(k.resident, op), 403, 'PERMISSION_DENIED');
      }
      expectRefusal(
        await k.get(k.resident, 'history-report', { from: '2026-01-01', to: '2026-01-31' }),
        403,
        'PERMISSION_DENIED',
      );
      const guard = await community.member('GUARD');
      expectRefusal(await k.get(guard, 'kind/list'), 403, 'PERMISSION_DENIED');
      const [balance] = await api.db
        .select()
        .from(recyclingBalances)
        .where(eq(recyclingBalances.unitId, k.homeId));
      expect(balance!.points).toBe(6);
    },
  );

  apiTest(
    "another community's kinds, units and weigh-ins read as not found, and its data never shows",
    async ({ api, community }) => {
      const k = await recyclingKit(api, community);
      const other = await newCommunity(api, { name: 'Other' });
      const o = await recyclingKit(api, other);
      const theirKind = await o.kind('Glass', 150, 1);
      const theirRecord = await o.weighIn(o.homeId, theirKind.kindID, 1000);
      const mineKind = await k.kind('Glass', 200, 2);

      const list = await k.get(k.staff, 'kind/list');
      expect(list.json().items.map((x: { kindID: string }) => x.kindID)).toEqual([mineKind.kindID]);
      expectRefusal(
        await k.post(k.staff, 'kind/update', {
          kindID: theirKind.kindID,
          name: 'Mine',
          satangPerKg: 1,
          pointsPerKg: 1,
        }),
        404,
        'RECYCLING_KIND_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'record/create', { unitID: k.homeId, kindID: theirKind.kindID, grams: 10 }),
        404,
        'RECYCLING_KIND_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'record/create', { unitID: o.homeId, kindID: mineKind.kindID, grams: 10 }),
        404,
        'RECYCLING_UNIT_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.staff, 'record/cancel', { recordID: theirRecord.recordID, reason: 'not mine' }),
        404,
        'RECYCLING_RECORD_NOT_FOUND',
      );
      const records = await k.get(k.staff, 'record/list');
      expect(records.json().items).toEqual([]);
      const points = await k.get(k.staff, 'points');
      expect(points.json().items.map((p: { unitNo: string }) => p.unitNo)).toEqual(['A-0101', 'B-0202']);
      expect(points.json().items.every((p: { points: number }) => p.points === 0)).toBe(true);
      const report = await k.ok<{ totals: { grams: number } }>(
        k.get(k.staff, 'report', { from: theirRecord.day, to: theirRecord.day }),
      );
      expect(report.totals.grams).toBe(0);
      expectRefusal(
        await o.staff.call('GET', P('kind/list'), { query: { communityID: community.id } }),
        403,
        'FORBIDDEN',
      );
      const [stillTheirs] = await api.db
        .select()
        .from(recyclingRecords)
        .where(eq(recyclingRecords.id, theirRecord.recordID));
      expect(stillTheirs!.status).toBe('ACTIVE');
    },
  );

  apiTest('bad input is refused in the caller language and saves nothing', async ({ api, community }) => {
    const k = await recyclingKit(api, community);
    const signedOut = await api.app.inject({
      method: 'GET',
      url: P('kind/list'),
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = [
      { name: ' ', satangPerKg: 1, pointsPerKg: 1 },
      { name: 'x'.repeat(61), satangPerKg: 1, pointsPerKg: 1 },
      { name: 'Paper', satangPerKg: -1, pointsPerKg: 1 },
      { name: 'Paper', satangPerKg: 1.5, pointsPerKg: 1 },
      { name: 'Paper', satangPerKg: 1, pointsPerKg: 10_001 },
      { name: 'Paper', satangPerKg: '12', pointsPerKg: 1 },
    ];
    for (const body of bad) expectRefusal(await k.post(k.staff, 'kind/create', body, 'th'), 400);
    const paper = await k.kind('Paper', 350, 3);
    expectRefusal(
      await k.post(k.staff, 'kind/create', { name: 'paper', satangPerKg: 1, pointsPerKg: 1 }, 'th'),
      409,
      'RECYCLING_KIND_NAME_TAKEN',
      /paper/,
    );
    for (const grams of [0, -5, 1.5, 1_000_001, 'lots']) {
      expectRefusal(
        await k.post(k.staff, 'record/create', { unitID: k.homeId, kindID: paper.kindID, grams }),
        400,
      );
    }
    expectRefusal(
      await k.post(k.staff, 'record/create', { unitID: 'A-0101', kindID: paper.kindID, grams: 5 }),
      400,
    );
    expectRefusal(await k.get(k.staff, 'report', { from: '2026-02-01', to: '2026-01-01' }), 400);
    expectRefusal(await k.get(k.staff, 'report', { from: '2025-01-01', to: '2026-01-02' }), 400);
    expectRefusal(await k.get(k.staff, 'record/list', { lastKey: 'garbage' }), 400);
    const th = expectRefusal(
      await k.post(
        k.staff,
        'record/create',
        { unitID: k.homeId, kindID: crypto.randomUUID(), grams: 5 },
        'th',
      ),
      404,
      'RECYCLING_KIND_NOT_FOUND',
    );
    expect(th.message).toMatch(/ไม่พบ/);
    const kinds = await api.db
      .select()
      .from(recyclingKinds)
      .where(eq(recyclingKinds.communityId, community.id));
    expect(kinds.map((x) => x.name)).toEqual(['Paper']);
    const records = await api.db
      .select()
      .from(recyclingRecords)
      .where(inArray(recyclingRecords.communityId, [community.id]));
    expect(records).toEqual([]);
  });

  apiTest('tells the waste bank staff consoles when a weigh-in is recorded', async ({ api, community }) => {
    const k = await recyclingKit(api, community);
    const paper = await k.kind('Paper', 350, 3);
    const publish = vi.spyOn(api.app.services.realtime, 'publish');
    try {
      await k.weighIn(k.homeId, paper.kindID, 100);
      const changes = publish.mock.calls
        .flatMap(([, deliveries]) => deliveries)
        .filter((d) => d.event.type === 'changed');
      expect(changes.map((d) => d.event)).toEqual([{ type: 'changed', featureEnum: 'RECYCLING', ids: [] }]);
      expect(changes[0]!.userIds).toContain(k.staff.userId);
      expect(changes[0]!.userIds).not.toContain(k.resident.userId);
    } finally {
      publish.mockRestore();
    }
  });
});
