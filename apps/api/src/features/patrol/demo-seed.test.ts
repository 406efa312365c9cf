import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { patrolCheckpoints, patrolPlans, patrolRounds } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 8 checkpoints, 2 plans and two weeks of rounds, some missed, partial and late', async () => {
  expect(
    await t.db.select().from(patrolCheckpoints).where(eq(patrolCheckpoints.communityId, RIVERSIDE)),
  ).toHaveLength(8);
  expect(await t.db.select().from(patrolPlans).where(eq(patrolPlans.communityId, RIVERSIDE))).toHaveLength(2);
  const rounds = await t.db.select().from(patrolRounds).where(eq(patrolRounds.communityId, RIVERSIDE));
  const statuses = new Set(rounds.map((r) => (r.late ? 'LATE' : r.status)));
  expect(statuses).toEqual(new Set(['DONE', 'LATE', 'PARTIAL', 'MISSED']));
  expect(rounds.length).toBeGreaterThan(90);
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const days = [...new Set(rounds.map((r) => r.day))].sort();
  const report = await pmc('GET', '/api/patrol/report-by-day', {
    query: { communityID: RIVERSIDE, from: days[0]!, to: days.at(-1)! },
  });
  expect(report.statusCode, report.body).toBe(200);
  expect(report.json().data.totals.missed).toBeGreaterThan(0);
});
