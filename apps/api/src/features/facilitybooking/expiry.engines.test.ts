import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobs } from '../../platform/jobs/tables';
import type { AppServices } from '../../platform/services';
import { newCommunity } from '../../test/community-kit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expirePending } from './booking-moves';
import { at, facilityKit } from './facility-test-kit';
import { facilityBookingHistory, facilityBookings, facilitySlotUsage } from './tables';

let t: TestApp;
/** On PostgreSQL a second pool, as a second instance has; on PGlite the one database. */
let other: DatabaseHandle | undefined;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
  if (t.databaseUrl) other = await openDatabase({ url: t.databaseUrl });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('approval expiry', () => {
  it('two instances expiring one pending booking at once expire it once and free its place once', async () => {
    const community = await newCommunity(t);
    const k = await facilityKit(community);
    const room = await k.facility({ capacity: 2, maxPeople: 1, requiresApproval: true });
    const slot = at(3, '10:00');
    const pending = (await k.book(k.residents.a, 'a', room, slot)).json().data;
    expect((await k.book(k.residents.b, 'b', room, slot)).statusCode).toBe(200);
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(
        and(eq(jobs.kind, 'facility.expire'), sql`${jobs.payload}->>'bookingID' = ${pending.bookingID}`),
      );
    expect(job?.runAt.getTime()).toBe(new Date(pending.expiresAt).getTime());
    // Not yet due: the handler leaves it pending.
    const instance = (db: AppServices['db']): AppServices => ({ ...t.app.services, db });
    const scope = (s: AppServices) => communityScope(s.db, community.id);
    const first = instance(t.db);
    await expirePending(first, scope(first), pending.bookingID);
    expect(
      (await t.db.select().from(facilityBookings).where(eq(facilityBookings.id, pending.bookingID)))[0]
        ?.state,
    ).toBe('PENDING');

    await t.db
      .update(facilityBookings)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(facilityBookings.id, pending.bookingID));
    const second = instance(other?.db ?? t.db);
    await Promise.all([
      expirePending(first, scope(first), pending.bookingID),
      expirePending(second, scope(second), pending.bookingID),
    ]);
    const [row] = await t.db
      .select()
      .from(facilityBookings)
      .where(eq(facilityBookings.id, pending.bookingID));
    expect(row?.state).toBe('EXPIRED');
    const history = await t.db
      .select()
      .from(facilityBookingHistory)
      .where(eq(facilityBookingHistory.bookingId, pending.bookingID));
    expect(history.filter((h) => h.action === 'EXPIRED')).toHaveLength(1);
    const [usage] = await t.db.select().from(facilitySlotUsage).where(eq(facilitySlotUsage.facilityId, room));
    expect(usage?.taken).toBe(1);
    const notices = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'facility.notice'), sql`${jobs.payload}->>'notice' = 'EXPIRED'`));
    expect(notices.filter((n) => JSON.stringify(n.payload).includes(pending.bookingID))).toHaveLength(1);
  });
});
