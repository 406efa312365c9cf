import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { facilities, facilityBookings, facilitySlotUsage } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo five facilities and about 300 bookings in every state, consistent with its places', async () => {
  expect(await t.db.select().from(facilities).where(eq(facilities.communityId, RIVERSIDE))).toHaveLength(5);
  const rows = await t.db.select().from(facilityBookings).where(eq(facilityBookings.communityId, RIVERSIDE));
  expect(rows).toHaveLength(300);
  expect(new Set(rows.map((r) => r.state))).toEqual(
    new Set(['PENDING', 'CONFIRMED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'CHECKED_IN', 'NO_SHOW']),
  );
  // Places taken per slot are exactly the holding bookings' places, never over capacity.
  const off = await t.db.execute(sql`
    select u.facility_id from ${facilitySlotUsage} u join ${facilities} f on f.id = u.facility_id
    where u.taken > f.capacity or u.taken <> (select coalesce(sum(b.places), 0) from ${facilityBookings} b
      where b.facility_id = u.facility_id and b.starts_at = u.slot_start
      and b.state in ('PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW'))`);
  expect((off as unknown as { rows?: unknown[] }).rows ?? off).toEqual([]);

  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const cards = await pmc('GET', '/api/facility/list', { query: { communityID: RIVERSIDE } });
  expect(cards.json().items.map((f: { name: string }) => f.name)).toContain('ฟิตเนส');
  const pending = await pmc('GET', '/api/facility/booking/list', {
    query: { communityID: RIVERSIDE, state: 'PENDING' },
  });
  expect(pending.json().total).toBeGreaterThan(0);
});
