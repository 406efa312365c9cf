import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { billingBills, billingEvidence } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo three months of bills in every state, listed for its PMC', async () => {
  const bills = await t.db.select().from(billingBills).where(eq(billingBills.communityId, RIVERSIDE));
  expect(bills).toHaveLength(3 * 96);
  expect(new Set(bills.map((b) => b.status))).toEqual(
    new Set(['PAID', 'PARTIALLY_PAID', 'ISSUED', 'RECALLED']),
  );
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const q = { communityID: RIVERSIDE };
  const list = await pmc('GET', '/api/billing/list', { query: { ...q, limit: 5 } });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().items).toHaveLength(5);
  expect(
    (await pmc('GET', '/api/billing/list', { query: { ...q, overdue: 'true' } })).json().items.length,
  ).toBeGreaterThan(0);
  const runs = (await pmc('GET', '/api/billing/run/list', { query: q })).json().items;
  expect(runs).toEqual([expect.objectContaining({ status: 'DONE', createdCount: 96 })]);
  const summary = (await pmc('GET', '/api/billing/summary', { query: q })).json().data;
  expect(summary.billedSatang).toBeGreaterThan(0);
  expect(summary.debtorUnits).toBeGreaterThan(0);
  const pay = await pmc('GET', '/api/billing/promptpay', {
    query: { ...q, billID: list.json().items[0].billID },
  });
  expect([200, 409]).toContain(pay.statusCode);
});

it('gives the demo condo 15 waiting slips with real QRs, one a reused slip, and receipts', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const q = { communityID: RIVERSIDE };
  const rows = await t.db.select().from(billingEvidence).where(eq(billingEvidence.communityId, RIVERSIDE));
  const waiting = rows.filter((e) => e.status === 'SUBMITTED');
  expect(waiting).toHaveLength(15);
  expect(waiting.filter((e) => e.slipKind === 'SLIP')).toHaveLength(15);
  const reused = waiting.find((e) => e.flaggedReason === 'REUSED_AFTER_REJECT');
  expect(rows.find((e) => e.id === reused?.duplicateOf)?.status).toBe('REJECTED');
  const verifiers = (await pmc('GET', '/api/billing/setting/verified-user', { query: q })).json().items;
  expect(verifiers.map((v: { email: string }) => v.email).sort()).toEqual([
    'admin@demo.test',
    'pmc@demo.test',
  ]);
  const receipts = (await pmc('GET', '/api/billing/receipt/list', { query: q })).json().items;
  expect(receipts).toHaveLength(3);
  // The next verify continues the demo's numbering.
  const admin = await callerFor(t, 'admin@demo.test', DEMO_PASSWORD);
  const verified = await admin('POST', '/api/billing/evidence/verify', {
    body: { ...q, evidenceID: waiting.find((e) => !e.flaggedReason)!.id },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json().data.receipt.receiptNo).toMatch(/-000004$/);
});
