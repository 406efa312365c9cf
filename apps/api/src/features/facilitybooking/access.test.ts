import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { at, dayFromToday, facilityKit } from './facility-test-kit';

describe('facility booking access and tenancy', () => {
  apiTest("another community's facilities and bookings answer as unknown", async ({ api, community }) => {
    const k = await facilityKit(community);
    const gym = await k.facility();
    const booking = (await k.book(k.residents.a, 'a', gym, at(2, '09:00'))).json().data;
    const other = await newCommunity(api, { name: 'Other' });
    const theirs = await facilityKit(other);
    const theirGym = await theirs.facility({ name: 'Their gym' });

    // Their staff, in their own community, naming our rows.
    const asThem = (url: string, query: object) =>
      theirs.staff.call('GET', url, { query: { communityID: other.id, ...query } });
    expectRefusal(await asThem('/api/facility/detail', { facilityID: gym }), 404, 'FACILITY_NOT_FOUND');
    expectRefusal(
      await asThem('/api/facility/booking/detail', { bookingID: booking.bookingID }),
      404,
      'BOOKING_NOT_FOUND',
    );
    expectRefusal(
      await theirs.post(theirs.staff, '/api/facility/booking/approve', { bookingID: booking.bookingID }),
      404,
      'BOOKING_NOT_FOUND',
    );
    // Our staff cannot book their facility from our community, nor reach theirs at all.
    expectRefusal(await k.book(k.staff, 'a', theirGym, at(2, '09:00')), 404, 'FACILITY_NOT_FOUND');
    expectRefusal(await k.staff.call('GET', '/api/facility/list', { query: { communityID: other.id } }), 403);
    const ours = await k.get(k.staff, '/api/facility/list');
    expect(ours.json().items.map((f: { name: string }) => f.name)).toEqual(['Gym']);
    const list = await theirs.get(theirs.staff, '/api/facility/booking/list');
    expect(list.json().items).toEqual([]);
  });

  apiTest(
    'roles: residents book for their units, committee reads, guards have nothing',
    async ({ community }) => {
      const k = await facilityKit(community);
      const gym = await k.facility();
      const committee = await community.member('COMMITTEE');
      const guard = await community.member('GUARD');
      expect((await k.get(committee, '/api/facility/list')).statusCode).toBe(200);
      expect(
        (
          await k.get(committee, '/api/facility/event/date/list', {
            from: dayFromToday(0),
            to: dayFromToday(6),
          })
        ).statusCode,
      ).toBe(200);
      expectRefusal(await k.get(committee, '/api/facility/booking/list'), 403);
      expectRefusal(await k.book(committee, 'a', gym, at(2, '09:00')), 403);
      expectRefusal(await k.get(guard, '/api/facility/list'), 403);
      expectRefusal(
        await k.get(k.residents.a, '/api/facility/booking/calendar', {
          from: dayFromToday(0),
          to: dayFromToday(6),
        }),
        403,
      );
      expectRefusal(await k.post(k.residents.a, '/api/facility/create', { name: 'x' }), 403);
      // A resident's own list holds their unit's bookings, never another unit's.
      await k.book(k.residents.a, 'a', gym, at(2, '09:00'));
      await k.book(k.residents.b, 'b', gym, at(2, '10:00'));
      const mine = await k.get(k.residents.a, '/api/facility/booking/my');
      expect(mine.json().items.map((b: { unitNo: string }) => b.unitNo)).toEqual(['A-0101']);
      expectRefusal(
        await k.get(k.residents.a, '/api/facility/booking/slot', {
          facilityID: gym,
          from: dayFromToday(1),
          to: dayFromToday(2),
          unitID: k.unitIds.b,
        }),
        403,
        'NOT_YOUR_UNIT',
      );
    },
  );

  apiTest('a village has no facility booking', async ({ api }) => {
    const village = await newCommunity(api, { name: 'Village', type: 'VILLAGE' });
    const staff = await village.member('PMC');
    expectRefusal(
      await staff.call('GET', '/api/facility/list', { query: { communityID: village.id } }),
      403,
      'FEATURE_DISABLED',
    );
  });

  apiTest('refuses the signed-out and bad IDs in the caller language', async ({ api, community }) => {
    const signedOut = await api.app.inject({
      method: 'GET',
      url: '/api/facility/list',
      query: { communityID: community.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const staff = await community.member('PMC');
    const bad = await staff.call('GET', '/api/facility/detail', {
      query: { communityID: community.id, facilityID: 'not-an-id' },
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(bad, 400);
  });
});
