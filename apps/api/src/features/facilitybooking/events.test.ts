import { describe, expect } from 'vitest';
import { addDays } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { at, dayFromToday, facilityKit } from './facility-test-kit';
import { weekOf } from './slot-plan';
import { facilityEvents } from './tables';

const EVENT = '/api/facility/booking/event/pmc';

describe('blocking events', () => {
  apiTest(
    'a repeating maintenance event blocks its slots on the right days, not the exception',
    async ({ community }) => {
      const k = await facilityKit(community);
      const pool = await k.facility({ name: 'Pool' });
      const monday = addDays(weekOf(dayFromToday(0)), 7);
      const created = await k.post(k.staff, EVENT, {
        facilityID: pool,
        title: 'Pool cleaning',
        date: monday,
        startTime: '09:00',
        endTime: '11:00',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        exdates: [addDays(monday, 7)],
      });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().data.event).toMatchObject({
        title: 'Pool cleaning',
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      });
      const slots = await k.get(k.residents.a, '/api/facility/booking/slot', {
        facilityID: pool,
        from: monday,
        to: addDays(monday, 14),
        unitID: k.unitIds.a,
      });
      const blocked = slots.json().items.filter((s: { blockedBy: string }) => s.blockedBy === 'EVENT');
      // 09:00 and 10:00 on the first and third Mondays; the second is the exception.
      expect(blocked.map((s: { day: string }) => s.day)).toEqual([
        monday,
        monday,
        addDays(monday, 14),
        addDays(monday, 14),
      ]);
      expect(blocked[0].events[0].title).toBe('Pool cleaning');

      const inside = await k.book(k.residents.a, 'a', pool, `${monday}T02:00:00.000Z`);
      expectRefusal(inside, 409, 'EVENT_BLOCKS', /Pool cleaning/);
      expect((await k.book(k.residents.a, 'a', pool, `${addDays(monday, 7)}T02:00:00.000Z`)).statusCode).toBe(
        200,
      );

      const list = await k.get(k.residents.b, '/api/facility/event/date/list', {
        from: monday,
        to: addDays(monday, 20),
      });
      expect(list.json().data.occurrences).toHaveLength(2);
    },
  );

  apiTest(
    'clashing bookings are listed on a dry run, refused by default, cancelled with notice on request',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility();
      const day = dayFromToday(5);
      const booked = (await k.book(k.residents.a, 'a', gym, at(5, '10:00'))).json().data;
      const body = {
        facilityID: gym,
        title: 'Floor polishing',
        date: day,
        startTime: '09:00',
        endTime: '12:00',
      };
      const dry = await k.post(k.staff, EVENT, { ...body, dryRun: true });
      expect(dry.json().data.event).toBeNull();
      expect(dry.json().data.clashes.map((b: { bookingID: string }) => b.bookingID)).toEqual([
        booked.bookingID,
      ]);
      const before = await countRows(api.db, facilityEvents);
      expectRefusal(await k.post(k.staff, EVENT, body), 409, 'EVENT_CLASHES', /1 booking/);
      expect(await countRows(api.db, facilityEvents)).toBe(before);
      const forced = await k.post(k.staff, EVENT, { ...body, clashes: 'CANCEL' });
      expect(forced.json().data.clashes[0]).toMatchObject({
        bookingID: booked.bookingID,
        state: 'CANCELLED',
        reason: 'Floor polishing',
      });
      const eventID = forced.json().data.event.eventID;

      // Deleting keeps the record, marked; the slots open again.
      const del = await k.staff.call('DELETE', '/api/facility/booking/event/pmc/delete', {
        body: { communityID: community.id, eventID, reason: 'postponed' },
      });
      expect(del.json().data.deletedAt).not.toBeNull();
      expect(await countRows(api.db, facilityEvents)).toBe(before + 1);
      expect((await k.book(k.residents.a, 'a', gym, at(5, '10:00'))).statusCode).toBe(200);
    },
  );

  apiTest(
    'a repeat rule that is not daily or longer is refused; residents cannot create events',
    async ({ community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility();
      const body = {
        facilityID: gym,
        title: 'x',
        date: dayFromToday(3),
        startTime: '09:00',
        endTime: '10:00',
      };
      expectRefusal(
        await k.post(k.staff, EVENT, { ...body, rrule: 'FREQ=MINUTELY' }),
        400,
        'RRULE_NOT_VALID',
      );
      expectRefusal(await k.post(k.staff, EVENT, { ...body, rrule: 'every monday' }), 400, 'RRULE_NOT_VALID');
      expectRefusal(await k.post(k.residents.a, EVENT, body), 403);
    },
  );
});
