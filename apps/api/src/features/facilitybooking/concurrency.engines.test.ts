import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { at, facilityKit } from './facility-test-kit';
import { facilityBookings, facilitySlotUsage } from './tables';

/** Simultaneous bookings on PGlite and PostgreSQL: the counters, not luck, decide who gets in. */
describe('booking at once', () => {
  apiTest(
    '50 units press book on the last place: exactly one gets it, 49 are told it is full',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({ capacity: 1 });
      const units = await Promise.all(Array.from({ length: 50 }, (_, i) => community.unit(`R-${i}`)));
      const people: Member[] = await Promise.all(
        units.map((unitId) => community.member('RESIDENT', { home: { unitId } })),
      );
      const slot = at(2, '08:00');
      const answers = await Promise.all(
        people.map((p, i) =>
          p.call('POST', '/api/facility/booking', {
            body: { communityID: community.id, facilityID: gym, unitID: units[i], startsAt: slot },
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(refused.every((a) => a.statusCode === 409 && a.json().code === 'SLOT_FULL')).toBe(true);
      const held = await api.db.select().from(facilityBookings).where(eq(facilityBookings.facilityId, gym));
      expect(held).toHaveLength(1);
      const [usage] = await api.db
        .select()
        .from(facilitySlotUsage)
        .where(eq(facilitySlotUsage.facilityId, gym));
      expect(usage?.taken).toBe(1);
    },
  );

  apiTest(
    'one unit books 50 different slots at once under a daily limit of 2: exactly 2',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({ slotMinutes: 15, limits: { perDay: 2, perWeek: null, open: null } });
      const starts = Array.from({ length: 50 }, (_, i) =>
        at(3, `${String(6 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`),
      );
      const answers = await Promise.all(starts.map((s) => k.book(k.residents.a, 'a', gym, s)));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'DAY_LIMIT')).toBe(
        true,
      );
      expect(
        await api.db.select().from(facilityBookings).where(eq(facilityBookings.facilityId, gym)),
      ).toHaveLength(2);
    },
  );

  apiTest(
    '20 overlapping multiple bookings: no slot over capacity, each all or none',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const a = await k.facility({ name: 'A', capacity: 3 });
      const b = await k.facility({ name: 'B', capacity: 2 });
      const units = await Promise.all(Array.from({ length: 20 }, (_, i) => community.unit(`M-${i}`)));
      const slots = [
        { facilityID: a, startsAt: at(2, '09:00') },
        { facilityID: a, startsAt: at(2, '10:00') },
        { facilityID: b, startsAt: at(2, '09:00') },
        { facilityID: b, startsAt: at(2, '11:00') },
      ];
      const answers = await Promise.all(
        units.map((unitID, i) =>
          k.post(k.staff, '/api/facility/booking/multiple', {
            unitID,
            // Each asks for a different overlapping pair or triple, in a different order.
            slots: [
              slots[i % 4]!,
              slots[(i + 1) % 4]!,
              ...(i % 3 === 0 ? [slots[(i + 2) % 4]!] : []),
            ].reverse(),
          }),
        ),
      );
      expect(answers.every((x) => x.statusCode === 200 || x.statusCode === 409)).toBe(true);
      const rows = await api.db
        .select()
        .from(facilityBookings)
        .where(inArray(facilityBookings.facilityId, [a, b]));
      const perSlot = new Map<string, number>();
      for (const r of rows)
        perSlot.set(
          `${r.facilityId}|${r.startsAt.toISOString()}`,
          (perSlot.get(`${r.facilityId}|${r.startsAt.toISOString()}`) ?? 0) + 1,
        );
      expect(perSlot.get(`${a}|${slots[0]!.startsAt}`) ?? 0).toBeLessThanOrEqual(3);
      expect(perSlot.get(`${b}|${slots[2]!.startsAt}`) ?? 0).toBeLessThanOrEqual(2);
      for (const [key, n] of perSlot) expect(n, key).toBeLessThanOrEqual(key.startsWith(a) ? 3 : 2);
      // All or none: every successful answer saved all its slots, a refused one none.
      for (const [i, x] of answers.entries()) {
        const mine = rows.filter((r) => r.unitId === units[i]);
        expect(mine.length, x.body).toBe(x.statusCode === 200 ? x.json().items.length : 0);
      }
      const usage = await api.db
        .select()
        .from(facilitySlotUsage)
        .where(inArray(facilitySlotUsage.facilityId, [a, b]));
      for (const u of usage)
        expect(u.taken).toBe(perSlot.get(`${u.facilityId}|${u.slotStart.toISOString()}`) ?? 0);
    },
  );

  apiTest(
    'an event created while bookings race: no booking is left inside it',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({ capacity: 40 });
      const units = await Promise.all(Array.from({ length: 20 }, (_, i) => community.unit(`E-${i}`)));
      const day = at(4, '09:00').slice(0, 10);
      const event = k.post(k.staff, '/api/facility/booking/event/pmc', {
        facilityID: gym,
        title: 'Maintenance',
        date: new Date(at(4, '12:00')).toISOString().slice(0, 10) === day ? day : day,
        startTime: '09:00',
        endTime: '11:00',
        clashes: 'REFUSE',
      });
      const bookings = units.map((unitID) =>
        k.post(k.staff, '/api/facility/booking', { facilityID: gym, unitID, startsAt: at(4, '09:00') }),
      );
      const [ev, ...answers] = await Promise.all([event, ...bookings]);
      const held = await api.db
        .select()
        .from(facilityBookings)
        .where(
          and(
            eq(facilityBookings.facilityId, gym),
            inArray(facilityBookings.state, ['PENDING', 'CONFIRMED']),
          ),
        );
      if (ev!.statusCode === 200) {
        // The event won: bookings after it were refused, and none slipped in before it unseen.
        expect(held).toHaveLength(0);
        expect(answers.every((a) => a.statusCode === 200 || a.json().code === 'EVENT_BLOCKS')).toBe(true);
      } else {
        expect(ev!.json().code).toBe('EVENT_CLASHES');
        expect(held.length).toBeGreaterThan(0);
      }
    },
  );
});
