import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { at, dayFromToday, facilityKit } from './facility-test-kit';
import { facilities, facilityBookings, facilitySlotUsage } from './tables';

describe('facility booking', () => {
  apiTest(
    'a resident books a slot; places left and the unit allowance follow',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({ capacity: 3, limits: { perDay: 2, perWeek: null, open: null } });
      const slot = at(2, '09:00');
      const booked = await k.book(k.residents.a, 'a', gym, slot, { people: 2 });
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json().data).toMatchObject({
        state: 'CONFIRMED',
        unitNo: 'A-0101',
        people: 2,
        source: 'APP',
      });

      const slots = await k.get(k.residents.b, '/api/facility/booking/slot', {
        facilityID: gym,
        from: dayFromToday(2),
        to: dayFromToday(2),
        unitID: k.unitIds.b,
      });
      expect(slots.statusCode, slots.body).toBe(200);
      const nine = slots
        .json()
        .items.find((s: { startsAt: string }) => s.startsAt === new Date(slot).toISOString());
      expect(nine).toMatchObject({ taken: 2, left: 1, bookable: true });
      expect(slots.json().items).toHaveLength(16);

      // Two places asked, one left: refused with the numbers, in Thai, nothing taken.
      const full = await k.book(k.residents.b, 'b', gym, slot, { people: 2 });
      expectRefusal(full, 409, 'SLOT_FULL');
      const th = await k.residents.b.call('POST', '/api/facility/booking', {
        body: { communityID: community.id, facilityID: gym, unitID: k.unitIds.b, startsAt: slot, people: 2 },
        headers: { 'accept-language': 'th' },
      });
      expect(th.json().message).toMatch(/1/);
      expect(th.json().message).not.toMatch(/full/);

      const quota = await k.get(k.residents.a, '/api/facility/booking/quota', {
        facilityID: gym,
        unitID: k.unitIds.a,
        day: dayFromToday(2),
      });
      expect(quota.json().data.day).toEqual({ day: dayFromToday(2), used: 1, limit: 2 });
      expect(await countRows(api.db, facilityBookings, eq(facilityBookings.facilityId, gym))).toBe(1);
    },
  );

  apiTest('the day limit refuses a third booking with its numbers', async ({ community }) => {
    const k = await facilityKit(community);
    const gym = await k.facility({ limits: { perDay: 2, perWeek: null, open: null } });
    for (const clock of ['09:00', '10:00'])
      expect((await k.book(k.residents.a, 'a', gym, at(3, clock))).statusCode).toBe(200);
    const third = await k.book(k.residents.a, 'a', gym, at(3, '11:00'));
    expectRefusal(third, 409, 'DAY_LIMIT', /used 2 of its 2 bookings/);
    // Another day is another allowance; cancelling gives one back.
    expect((await k.book(k.residents.a, 'a', gym, at(4, '11:00'))).statusCode).toBe(200);
  });

  apiTest(
    'cancelling frees the place and the allowance; residents cancel only before the cut-off',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({
        capacity: 1,
        limits: { perDay: 1, perWeek: null, open: null },
        cancelCutoffMinutes: 60,
      });
      const first = (await k.book(k.residents.a, 'a', gym, at(2, '09:00'))).json().data;
      expectRefusal(await k.book(k.residents.b, 'b', gym, at(2, '09:00')), 409, 'SLOT_FULL');
      // Another unit's resident cannot see or cancel it.
      expectRefusal(
        await k.post(k.residents.b, '/api/facility/booking/cancel', { bookingID: first.bookingID }),
        404,
        'BOOKING_NOT_FOUND',
      );
      const cancelled = await k.post(k.residents.a, '/api/facility/booking/cancel', {
        bookingID: first.bookingID,
      });
      expect(cancelled.json().data.state).toBe('CANCELLED');
      expect((await k.book(k.residents.b, 'b', gym, at(2, '09:00'))).statusCode).toBe(200);
      expect((await k.book(k.residents.a, 'a', gym, at(2, '10:00'))).statusCode).toBe(200);

      // A booking starting within the cut-off: the resident is refused, the office may cancel.
      const [soon] = await api.db
        .insert(facilityBookings)
        .values({
          communityId: community.id,
          facilityId: gym,
          unitId: k.unitIds.a,
          unitNo: 'A-0101',
          startsAt: new Date(Date.now() + 30 * 60_000),
          endsAt: new Date(Date.now() + 90 * 60_000),
          day: dayFromToday(0),
          people: 1,
          places: 1,
          exclusive: false,
          state: 'CONFIRMED',
          feeSatang: 0,
          depositSatang: 0,
          depositState: 'NONE',
          code: 'soon-code',
          bookedByName: 'A',
          source: 'APP',
        })
        .returning();
      expectRefusal(
        await k.post(k.residents.a, '/api/facility/booking/cancel', { bookingID: soon!.id }),
        409,
        'CANCEL_CUTOFF',
      );
      const byOffice = await k.post(k.staff, '/api/facility/booking/cancel', {
        bookingID: soon!.id,
        reason: 'ปิดซ่อม',
      });
      expect(byOffice.json().data).toMatchObject({ state: 'CANCELLED', reason: 'ปิดซ่อม' });
    },
  );

  apiTest(
    'a facility needing approval: pending holds the place; approve, reject with a reason',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const room = await k.facility({
        name: 'Meeting room',
        capacity: 1,
        maxPeople: 20,
        requiresApproval: true,
        depositSatang: 100_000,
      });
      const pending = (await k.book(k.residents.a, 'a', room, at(5, '10:00'), { people: 12 })).json().data;
      expect(pending).toMatchObject({ state: 'PENDING', depositState: 'DUE', depositSatang: 100_000 });
      expect(pending.expiresAt).not.toBeNull();
      expectRefusal(await k.book(k.residents.b, 'b', room, at(5, '10:00')), 409, 'SLOT_FULL');
      expectRefusal(
        await k.post(k.residents.a, '/api/facility/booking/approve', { bookingID: pending.bookingID }),
        403,
      );
      const approved = await k.post(k.staff, '/api/facility/booking/approve', {
        bookingID: pending.bookingID,
      });
      expect(approved.json().data.state).toBe('CONFIRMED');
      expectRefusal(
        await k.post(k.staff, '/api/facility/booking/approve', { bookingID: pending.bookingID }),
        409,
        'CANNOT_DECIDE',
      );

      const other = (await k.book(k.residents.b, 'b', room, at(6, '10:00'))).json().data;
      expectRefusal(
        await k.post(k.staff, '/api/facility/booking/reject', { bookingID: other.bookingID }),
        400,
      );
      const rejected = await k.post(k.staff, '/api/facility/booking/reject', {
        bookingID: other.bookingID,
        reason: 'ใช้ประชุมกรรมการ',
      });
      expect(rejected.json().data).toMatchObject({ state: 'REJECTED', reason: 'ใช้ประชุมกรรมการ' });
      const [usage] = await api.db
        .select()
        .from(facilitySlotUsage)
        .where(eq(facilitySlotUsage.slotStart, new Date(at(6, '10:00'))));
      expect(usage?.taken).toBe(0);

      // Deposit: received, then refunded; forfeiting needs a reason.
      const dep = (body: object) =>
        k.post(k.staff, '/api/facility/booking/deposit', { bookingID: pending.bookingID, ...body });
      expectRefusal(await dep({ action: 'REFUNDED' }), 409, 'DEPOSIT_NOT_HELD');
      expect((await dep({ action: 'RECEIVED' })).json().data.depositState).toBe('RECEIVED');
      expectRefusal(await dep({ action: 'FORFEITED' }), 400);
      expect((await dep({ action: 'FORFEITED', reason: 'ห้องเสียหาย' })).json().data).toMatchObject({
        depositState: 'FORFEITED',
        depositReason: 'ห้องเสียหาย',
      });
      const detail = await k.get(k.residents.a, '/api/facility/booking/detail', {
        bookingID: pending.bookingID,
      });
      expect(detail.json().data.history.map((h: { action: string }) => h.action)).toEqual([
        'BOOKED',
        'APPROVED',
        'DEPOSIT_RECEIVED',
        'DEPOSIT_FORFEITED',
      ]);
    },
  );

  apiTest(
    'the advance window, notice and owners-only bind residents; the office books outside the window',
    async ({ community }) => {
      const k = await facilityKit(community);
      const lift = await k.facility({
        name: 'Lift',
        slotMinutes: null,
        capacity: 1,
        advanceDays: 3,
        audience: 'OWNERS',
      });
      expectRefusal(await k.book(k.residents.a, 'a', lift, at(10, '06:00')), 409, 'NOT_OPEN_YET');
      expectRefusal(await k.book(k.residents.tenant, 'tenant', lift, at(2, '06:00')), 403, 'OWNERS_ONLY');
      expectRefusal(await k.book(k.residents.a, 'b', lift, at(2, '06:00')), 403, 'NOT_YOUR_UNIT');
      expectRefusal(await k.book(k.residents.a, 'a', lift, at(2, '07:00')), 400, 'NOT_A_SLOT');
      const office = await k.book(k.staff, 'b', lift, at(10, '06:00'));
      expect(office.json().data).toMatchObject({ state: 'CONFIRMED', source: 'CONSOLE', unitNo: 'A-0102' });
      const notice = await k.facility({ name: 'Notice', noticeMinutes: 20_000 });
      expectRefusal(await k.book(k.residents.a, 'a', notice, at(1, '09:00')), 409, 'TOO_LATE');
    },
  );

  apiTest('bad input is a 400 in the caller language and saves nothing', async ({ api, community }) => {
    const k = await facilityKit(community);
    const before = await countRows(api.db, facilities);
    for (const bad of [
      { slotMinutes: 10 },
      { hours: [] },
      { capacity: 0 },
      { name: '' },
      { opensAt: '25:00' },
      { feeSatang: 1.5 },
    ]) {
      const res = await k.post(k.staff, '/api/facility/create', {
        ...(await import('./facility-test-kit')).GYM,
        ...bad,
      });
      expectRefusal(res, 400);
    }
    expectRefusal(
      await k.post(k.staff, '/api/facility/create', {
        ...(await import('./facility-test-kit')).GYM,
        capacity: 5,
        maxPeople: 8,
      }),
      400,
      'MAX_PEOPLE_OVER_CAPACITY',
    );
    expect(await countRows(api.db, facilities)).toBe(before);
    const gym = await k.facility();
    expectRefusal(
      await k.get(k.staff, '/api/facility/booking/slot', {
        facilityID: gym,
        from: dayFromToday(0),
        to: dayFromToday(100),
      }),
      400,
      'FACILITY_RANGE_TOO_LONG',
    );
    expectRefusal(await k.book(k.residents.a, 'a', gym, 'tomorrow'), 400);
    expectRefusal(
      await k.book(k.residents.a, 'a', gym, at(2, '09:00'), { people: 3 }),
      400,
      'TOO_MANY_PEOPLE',
    );
  });
});
