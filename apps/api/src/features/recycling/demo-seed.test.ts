import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { SLOW_START } from './recycling-test-kit';
import { recyclingBalances, recyclingKinds, recyclingRecords } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, SLOW_START);
afterAll(() => t?.close());

it(
  'gives the demo condo four kinds and six months of weigh-ins whose balances add up, and its resident points',
  async () => {
    const kinds = await t.db.select().from(recyclingKinds).where(eq(recyclingKinds.communityId, RIVERSIDE));
    expect(kinds).toHaveLength(4);
    const records = await t.db
      .select()
      .from(recyclingRecords)
      .where(eq(recyclingRecords.communityId, RIVERSIDE));
    expect(records.length).toBeGreaterThan(300);
    const months = new Set(records.map((r) => r.day.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(records.some((r) => r.status === 'CANCELLED' && r.cancelReason)).toBe(true);
    const balances = await t.db
      .select()
      .from(recyclingBalances)
      .where(eq(recyclingBalances.communityId, RIVERSIDE));
    const active = records.filter((r) => r.status === 'ACTIVE');
    expect(balances.reduce((s, b) => s + b.points, 0)).toBe(active.reduce((s, r) => s + r.points, 0));

    const resident = await callerFor(t, 'resident@demo.test', DEMO_PASSWORD);
    const mine = await resident('GET', '/api/recycling/my', { query: { communityID: RIVERSIDE } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.units.map((u: { unitNo: string }) => u.unitNo)).toContain('A-0304');
    expect(mine.json().data.units[0].points).toBeGreaterThan(0);
    const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
    const days = records.map((r) => r.day).sort();
    const report = await pmc('GET', '/api/recycling/report', {
      query: { communityID: RIVERSIDE, from: days[0]!, to: days.at(-1)! },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.months.length).toBeGreaterThanOrEqual(6);
  },
  SLOW_START,
);
