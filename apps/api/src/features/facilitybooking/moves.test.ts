import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { at, bookedAt, facilityKit } from './facility-test-kit';
import { facilitySuspensions } from './tables';

describe('check-in, no-shows and suspension', () => {
  apiTest('check-in by QR opens 15 minutes before the start; not twice', async ({ api, community }) => {
    const k = await facilityKit(community);
    const gym = await k.facility();
    const later = await bookedAt(api.db, community, k, gym, 'a', 60);
    expectRefusal(
      await k.post(k.staff, '/api/facility/booking/check-in', { code: later.code }),
      409,
      'CHECK_IN_WINDOW',
    );
    const soon = await bookedAt(api.db, community, k, gym, 'a', 10);
    const done = await k.post(k.staff, '/api/facility/booking/check-in', { code: soon.code });
    expect(done.json().data).toMatchObject({ state: 'CHECKED_IN' });
    expectRefusal(
      await k.post(k.staff, '/api/facility/booking/check-in', { bookingID: soon.id }),
      409,
      'CANNOT_CHECK_IN',
    );
    expectRefusal(
      await k.post(k.staff, '/api/facility/booking/check-in', { bookingID: soon.id, code: soon.code }),
      400,
    );
    expectRefusal(
      await k.post(k.residents.a, '/api/facility/booking/check-in', { bookingID: later.id }),
      403,
    );
  });

  apiTest(
    'a no-show only after start plus grace; the third in 30 days suspends the unit 14 days',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility({ checkInGraceMinutes: 15 });
      const early = await bookedAt(api.db, community, k, gym, 'a', -10);
      expectRefusal(
        await k.post(k.staff, '/api/facility/booking/no-show', { bookingID: early.id }),
        409,
        'NO_SHOW_TOO_EARLY',
      );
      for (const minutesAgo of [3 * 24 * 60, 2 * 24 * 60]) {
        const past = await bookedAt(api.db, community, k, gym, 'a', -minutesAgo);
        expect(
          (await k.post(k.staff, '/api/facility/booking/no-show', { bookingID: past.id })).json().data.state,
        ).toBe('NO_SHOW');
      }
      expect(
        await api.db.select().from(facilitySuspensions).where(eq(facilitySuspensions.unitId, k.unitIds.a)),
      ).toEqual([]);
      const third = await bookedAt(api.db, community, k, gym, 'a', -20);
      expect(
        (await k.post(k.staff, '/api/facility/booking/no-show', { bookingID: third.id })).statusCode,
      ).toBe(200);
      const [suspension] = await api.db
        .select()
        .from(facilitySuspensions)
        .where(eq(facilitySuspensions.unitId, k.unitIds.a));
      expect(suspension?.noShows).toBe(3);
      const days = (suspension!.until.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(13.9);
      expect(days).toBeLessThan(14.1);
      expectRefusal(await k.book(k.residents.a, 'a', gym, at(2, '09:00')), 403, 'SUSPENDED', /3/);
      const quota = await k.get(k.residents.a, '/api/facility/booking/quota', {
        facilityID: gym,
        unitID: k.unitIds.a,
      });
      expect(quota.json().data.suspendedUntil).toBe(suspension!.until.toISOString());
      // Unit B is untouched.
      expect((await k.book(k.residents.b, 'b', gym, at(2, '09:00'))).statusCode).toBe(200);
    },
  );

  apiTest(
    'a pending booking tells the office, with a link to the pending tab',
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const room = await k.facility({ capacity: 1, requiresApproval: true });
      expect((await k.book(k.residents.a, 'a', room, at(3, '10:00'))).statusCode).toBe(200);
      await api.app.services.jobs.runDue();
      const toStaff = await api.db
        .select({ target: notifications.target, title: notifications.title })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, k.staff.userId));
      expect(toStaff).toEqual([
        expect.objectContaining({ target: '/dashboard/facilitybooking/management?tab=pending' }),
      ]);
    },
  );

  apiTest(
    "a resident's booking from the app tells the office consoles to refetch, not the resident",
    async ({ api, community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility();
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        expect((await k.book(k.residents.a, 'a', gym, at(2, '09:00'))).statusCode).toBe(200);
        const changes = publish.mock.calls.flatMap(([, d]) => d).filter((d) => d.event.type === 'changed');
        expect(changes.map((d) => d.event)).toEqual([
          { type: 'changed', featureEnum: 'FACILITY_BOOKING', ids: [] },
        ]);
        expect(changes[0]!.userIds).toContain(k.staff.userId);
        expect(changes[0]!.userIds).not.toContain(k.residents.a.userId);
      } finally {
        publish.mockRestore();
      }
    },
  );
});
