import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { at, bookedAt, dayFromToday, facilityKit } from './facility-test-kit';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the office views', () => {
  apiTest('list pages by keyset with filters; the first page counts', async ({ community }) => {
    const k = await facilityKit(community);
    const gym = await k.facility();
    for (const clock of ['06:00', '07:00', '08:00', '09:00', '10:00'])
      await k.book(k.staff, 'a', gym, at(2, clock));
    await k.book(k.staff, 'b', gym, at(2, '11:00'));
    const first = await k.get(k.staff, '/api/facility/booking/list', { limit: '2', q: '0101' });
    expect(first.json()).toMatchObject({ total: 5 });
    expect(first.json().items).toHaveLength(2);
    const seen = [...first.json().items];
    let lastKey = first.json().lastKey;
    while (lastKey) {
      const next = await k.get(k.staff, '/api/facility/booking/list', { limit: '2', q: '0101', lastKey });
      expect(next.json().total).toBeNull();
      seen.push(...next.json().items);
      lastKey = next.json().lastKey;
    }
    expect(seen.map((b) => b.startsAt)).toEqual([...seen.map((b) => b.startsAt)].sort().reverse());
    expect(new Set(seen.map((b) => b.bookingID)).size).toBe(5);
    const confirmed = await k.get(k.staff, '/api/facility/booking/list', { state: 'PENDING' });
    expect(confirmed.json().items).toEqual([]);
    expectRefusal(await k.get(k.staff, '/api/facility/booking/list', { lastKey: 'junk' }), 400);

    const excel = await k.get(k.staff, '/api/facility/booking/excel', { facilityID: gym });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  apiTest('calendar, day sheet, cards, summary and utilisation agree', async ({ api, community }) => {
    const k = await facilityKit(community);
    const gym = await k.facility({ capacity: 4 });
    await k.book(k.staff, 'a', gym, at(1, '09:00'), { people: 2 });
    await k.book(k.staff, 'b', gym, at(1, '09:00'));
    const now = await bookedAt(api.db, community, k, gym, 'tenant', -10);
    await k.post(k.staff, '/api/facility/booking/check-in', { bookingID: now.id });
    const calendar = await k.get(k.staff, '/api/facility/booking/calendar', {
      from: dayFromToday(0),
      to: dayFromToday(6),
    });
    expect(calendar.json().data.bookings).toHaveLength(3);
    expect(calendar.json().data.taken[`${gym}|${new Date(at(1, '09:00')).toISOString()}`]).toBe(3);
    const sheet = await k.get(k.staff, '/api/facility/booking/day-sheet', {
      facilityID: gym,
      day: dayFromToday(1),
    });
    expect(sheet.json().data).toMatchObject({ facilityName: 'Gym', day: dayFromToday(1) });
    expect(sheet.json().data.bookings.map((b: { unitNo: string }) => b.unitNo)).toEqual(['A-0101', 'A-0102']);
    const cards = await k.get(k.residents.a, '/api/facility/list');
    expect(cards.json().items[0].today.inUse).toBe(1);
    const summary = await k.get(k.staff, '/api/facility/summary');
    expect(summary.json().data).toMatchObject({ inUse: 1, pending: 0, facilities: 1 });
    const report = await k.get(k.staff, '/api/facility/report/utilisation', {
      from: dayFromToday(0),
      to: dayFromToday(1),
    });
    const row = report.json().data.facilities[0];
    expect(row).toMatchObject({ name: 'Gym', bookings: 3, noShows: 0 });
    expect(row.used).toBeGreaterThan(0);
    expect(report.json().data.heat.reduce((n: number, h: { bookings: number }) => n + h.bookings, 0)).toBe(3);
    const xlsx = await k.get(k.staff, '/api/facility/report/utilisation/excel', {
      from: dayFromToday(0),
      to: dayFromToday(1),
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  apiTest(
    'photos: added as multipart, shown signed, removed; archive refuses then cancels future bookings',
    async ({ community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility();
      const boundary = 'kit';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const added = await k.staff.call('POST', '/api/facility/photo', {
        query: { communityID: community.id, facilityID: gym },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(added.statusCode, added.body).toBe(200);
      const photo = added.json().data.photos[0];
      expect(photo.url).toMatch(/^\/api\/files\/.+sig=/);
      const removed = await k.staff.call('DELETE', '/api/facility/photo', {
        body: { communityID: community.id, facilityID: gym, photoID: photo.photoID },
      });
      expect(removed.json().data.photos).toEqual([]);

      await k.book(k.residents.a, 'a', gym, at(2, '09:00'));
      expectRefusal(
        await k.post(k.staff, '/api/facility/archive', { facilityID: gym }),
        409,
        'FUTURE_BOOKINGS',
      );
      const archived = await k.post(k.staff, '/api/facility/archive', {
        facilityID: gym,
        futureBookings: 'CANCEL',
        reason: 'ปิดปรับปรุง',
      });
      expect(archived.json().data).toMatchObject({ archived: true, cancelledBookings: 1 });
      expectRefusal(await k.book(k.residents.a, 'a', gym, at(3, '09:00')), 409, 'FACILITY_ARCHIVED');
      expect((await k.get(k.staff, '/api/facility/list')).json().items).toEqual([]);
      expect((await k.get(k.staff, '/api/facility/list', { archived: 'true' })).json().items).toHaveLength(1);
    },
  );

  apiTest('preference: defaults until saved, then the saved values, audited', async ({ community }) => {
    const k = await facilityKit(community);
    const got = await k.get(k.residents.a, '/api/facility/preference');
    expect(got.json().data.noShow).toEqual({ limit: 3, windowDays: 30, suspendDays: 14 });
    const next = {
      ...got.json().data,
      approvalExpiryHours: 48,
      noShow: { limit: 2, windowDays: 30, suspendDays: 7 },
    };
    expectRefusal(
      await k.staff.call('PUT', '/api/facility/preference', {
        body: { communityID: community.id, ...next, approvalExpiryHours: 0 },
      }),
      400,
    );
    const saved = await k.staff.call('PUT', '/api/facility/preference', {
      body: { communityID: community.id, ...next },
    });
    expect(saved.json().data.approvalExpiryHours).toBe(48);
    expect((await k.get(k.staff, '/api/facility/preference')).json().data.noShow.limit).toBe(2);
  });
});
