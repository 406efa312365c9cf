import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../test/api-test';
import { newCommunity } from '../../../test/community-kit';
import { unitCars } from '../tables';
import { carKit } from './car-test-kit';

describe('car requests', () => {
  apiTest('a resident asks, staff approve, the car shows approved to both', async ({ api, community }) => {
    const k = await carKit(community);
    const car = await k.request({ plateNo: 'กข-๑๒๓๔' });
    expect(car).toMatchObject({
      status: 'WAITING',
      digits: '1234',
      province: 'กรุงเทพมหานคร',
      unitNo: 'A-0101',
    });
    const [row] = await api.db.select().from(unitCars).where(eq(unitCars.id, car.carID));
    expect(row!.plateKey).toBe('กข1234');
    const listed = (await k.get(k.staff, 'car-register/list', { status: 'WAITING' })).json();
    expect(listed.items.map((c: { carID: string }) => c.carID)).toEqual([car.carID]);
    const approved = await k.ok(k.post(k.staff, 'car-register/approve', { carID: car.carID }));
    expect(approved.status).toBe('APPROVED');
    const mine = (await k.get(k.owner, 'car-register/my')).json();
    expect(mine.items[0]).toMatchObject({ carID: car.carID, status: 'APPROVED' });
  });

  apiTest('bad input is a 400 and saves nothing', async ({ api, community }) => {
    const k = await carKit(community);
    for (const bad of [
      { plateNo: 'กขค' },
      { provinceCode: 'TH-99' },
      { plateNo: '' },
      { vehicleType: 'BUS' },
    ]) {
      const res = await k.post(k.owner, 'car-register/create', k.plate(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await api.db.select().from(unitCars).where(eq(unitCars.communityId, community.id))).toEqual([]);
    const noReason = await k.post(k.staff, 'car-register/reject', {
      carID: (await k.request()).carID,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
  });

  apiTest(
    'state rules: only a waiting request is decided or changed, refused in Thai',
    async ({ community }) => {
      const k = await carKit(community);
      const car = await k.request();
      await k.ok(k.post(k.staff, 'car-register/reject', { carID: car.carID, reason: 'เอกสารไม่ครบ' }));
      const again = await k.staff.call('POST', '/api/car-directory/car-register/approve', {
        body: { communityID: community.id, carID: car.carID },
        headers: { 'accept-language': 'th' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'CAR_NOT_WAITING' });
      expect(again.json().message).toContain('ถูกปฏิเสธ');
      const edit = await k.put(k.owner, 'car-register/update', { carID: car.carID, colour: 'ดำ' });
      expect(edit.statusCode).toBe(409);
      const cancel = await k.post(k.owner, 'car-register/cancel', { carID: car.carID });
      expect(cancel.json().code).toBe('CAR_ALREADY_CLOSED');
    },
  );

  apiTest('a waiting request is corrected by its unit, then withdrawn', async ({ community }) => {
    const k = await carKit(community);
    const car = await k.request();
    const edited = await k.ok(
      k.put(k.owner, 'car-register/update', { carID: car.carID, plateNo: 'ฮท 77', colour: 'ดำ' }),
    );
    expect(edited).toMatchObject({ plateNo: 'ฮท 77', digits: '77', colour: 'ดำ' });
    expect(
      (await k.put(k.stranger, 'car-register/update', { carID: car.carID, colour: 'x' })).statusCode,
    ).toBe(403);
    const cancelled = await k.ok(k.post(k.owner, 'car-register/cancel', { carID: car.carID }));
    expect(cancelled.status).toBe('CANCELLED');
  });

  apiTest('roles: a resident registers only for their own unit and cannot decide', async ({ community }) => {
    const k = await carKit(community);
    const other = await k.post(k.stranger, 'car-register/create', k.plate());
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('CAR_NOT_YOURS');
    const car = await k.request();
    expect((await k.post(k.owner, 'car-register/approve', { carID: car.carID })).statusCode).toBe(403);
    expect((await k.get(k.owner, 'car-register/list')).statusCode).toBe(403);
    expect((await k.get(k.guard, 'car-register/list')).statusCode).toBe(403);
    await k.ok(
      k.put(k.staff, 'policy', { ...(await k.ok(k.get(k.owner, 'policy'))), whoMayRegister: 'STAFF_ONLY' }),
    );
    expect((await k.post(k.owner, 'car-register/create', k.plate())).json().code).toBe('CAR_STAFF_ONLY');
  });

  apiTest('the unit limit and the active-plate rule hold', async ({ community }) => {
    const k = await carKit(community);
    const policy = await k.ok(k.get(k.staff, 'policy'));
    await k.ok(k.put(k.staff, 'policy', { ...policy, limits: { CAR: 1, MOTORCYCLE: 1 } }));
    const first = await k.ok(k.post(k.staff, 'car-management/create', k.plate({ plateNo: 'กข 1' })));
    const over = await k.post(k.staff, 'car-management/create', k.plate());
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('CAR_LIMIT_REACHED');
    const moto = await k.ok(k.post(k.staff, 'car-management/create', k.plate({ vehicleType: 'MOTORCYCLE' })));
    expect(moto.status).toBe('APPROVED');
    const same = await k.post(k.owner, 'car-register/create', k.plate({ plateNo: 'กข1', unitNo: 'A-0101' }));
    expect(same.json().code).toBe('CAR_PLATE_TAKEN');
    await k.ok(k.post(k.staff, 'car-management/delete', { carID: first.carID, reason: 'ขายรถแล้ว' }));
    const again = await k.ok(k.post(k.staff, 'car-management/create', k.plate({ plateNo: 'กข 1' })));
    expect(again.status).toBe('APPROVED');
  });

  apiTest("another community's cars are never seen or changed", async ({ api, community }) => {
    const k = await carKit(community);
    const { car, sticker } = await k.approvedWithSticker({ plateNo: 'กข 4242' });
    const other = await carKit(await newCommunity(api, { name: 'Elsewhere' }));
    for (const [p, body] of [
      ['car-register/approve', { carID: car.carID }],
      ['car-register/sticker', { carID: car.carID }],
      ['car-management/delete', { carID: car.carID, reason: 'x' }],
      ['car-register/cancel', { carID: car.carID }],
    ] as const) {
      expect((await other.post(other.staff, p, body)).statusCode, p).toBe(404);
    }
    expect((await other.get(other.staff, 'car-management/detail', { carID: car.carID })).statusCode).toBe(
      404,
    );
    expect((await other.get(other.staff, 'car-management/list', { q: '4242' })).json().items).toEqual([]);
    expect((await other.get(other.guard, 'car-management/lookup', { q: '4242' })).json().items).toEqual([]);
    const scanned = (await other.get(other.guard, 'car-management/lookup', { q: sticker.token })).json()
      .items;
    expect(scanned).toEqual([expect.objectContaining({ state: 'VOID', unitNo: null })]);
  });
});
