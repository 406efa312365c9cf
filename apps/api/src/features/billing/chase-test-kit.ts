/** Fixed clocks, runs and unit credit for the surcharge and credit tests. */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import type { CommunityKit } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { billDetail, findBill } from './bill-queries';
import type { BillingKit } from './billing-test-kit';
import { billingWork } from './billing-work';
import { runBatch } from './run-job';
import { billingUnitCredits } from './tables';

/** Noon in Bangkok on a day: the clock every step of these tests runs at. */
export const noon = (day: string) => new Date(`${day}T12:00:00+07:00`);

/** A run made through the API and carried out by its job's batches at a fixed clock. */
export async function runAt(
  api: TestApp,
  k: BillingKit,
  c: CommunityKit,
  key: string,
  period: string,
  day: string,
) {
  const res = await k.send('POST', '/api/billing/run/create', { runKey: key, period });
  expect(res.statusCode, res.body).toBe(200);
  const runID = res.json().data.runID;
  while (await runBatch(api.app.services, { communityID: c.id, runID }, 25, noon(day))) {}
  return runID as string;
}

export const detailAt = (api: TestApp, c: CommunityKit, billID: string, day: string) =>
  billingWork(
    communityScope(api.db, c.id),
    null,
    async (w) => billDetail(w, await findBill(w, billID)),
    noon(day),
  );

export const commonFee = (satang: number) => [
  { kind: 'COMMON_FEE', description: 'ค่าส่วนกลาง', rateSatang: satang, quantity: '1' },
  { kind: 'OTHER', description: 'ค่าน้ำ', rateSatang: 50_000, quantity: '1' },
];

export async function setCredit(api: TestApp, c: CommunityKit, unitId: string, satang: number) {
  await api.db
    .insert(billingUnitCredits)
    .values({ communityId: c.id, unitId, creditSatang: satang })
    .onConflictDoUpdate({
      target: [billingUnitCredits.communityId, billingUnitCredits.unitId],
      set: { creditSatang: satang },
    });
}
export const creditOf = async (api: TestApp, c: CommunityKit, unitId: string) =>
  (
    await api.db
      .select()
      .from(billingUnitCredits)
      .where(and(eq(billingUnitCredits.communityId, c.id), eq(billingUnitCredits.unitId, unitId)))
  )[0]?.creditSatang ?? 0;
