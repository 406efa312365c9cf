import { describe, expect } from 'vitest';
import { apiTest } from '../../../test/api-test';
import { carKit } from './car-test-kit';
import { buddhistYear } from './stickers';

describe('stickers and the gate lookup', () => {
  apiTest('numbers run per Buddhist year; a renewal voids the one before', async ({ community }) => {
    const k = await carKit(community);
    const year = buddhistYear(new Date(), 'Asia/Bangkok');
    const { car, sticker } = await k.approvedWithSticker();
    expect(sticker.number).toBe(`${year}-0001`);
    expect(sticker.state).toBe('VALID');
    const renewed = await k.ok(k.post(k.staff, 'car-register/sticker', { carID: car.carID }));
    expect(renewed.number).toBe(`${year}-0002`);
    const detail = await k.ok(k.get(k.staff, 'car-management/detail', { carID: car.carID }));
    expect(detail.stickers.map((s: { state: string }) => s.state)).toEqual(['VALID', 'VOID']);
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual([
      'car.walk-in',
      'car.sticker',
      'car.sticker',
    ]);
    const old = (await k.get(k.guard, 'car-management/lookup', { q: sticker.token })).json().items[0];
    expect(old.state).toBe('VOID');
  });

  apiTest('a waiting car gets no sticker', async ({ community }) => {
    const k = await carKit(community);
    const car = await k.request();
    const res = await k.post(k.staff, 'car-register/sticker', { carID: car.carID });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CAR_NOT_APPROVED');
  });

  apiTest(
    'the guard finds a car by digits, fragment or QR, without names or phones',
    async ({ community }) => {
      const k = await carKit(community);
      const { car, sticker } = await k.approvedWithSticker({ plateNo: '1กข 5678' });
      for (const q of ['5678', '567', 'กข5678', '1กข-5678', sticker.token]) {
        const res = await k.get(k.guard, 'car-management/lookup', { q });
        expect(res.statusCode, q).toBe(200);
        const [hit] = res.json().items;
        expect(hit, q).toMatchObject({
          carID: car.carID,
          unitNo: 'A-0101',
          state: 'VALID',
          stickerNumber: sticker.number,
        });
        expect(JSON.stringify(hit)).not.toMatch(/mobile|phone|name/i);
      }
    },
  );

  apiTest("a resident's lookup answers only their own units' cars", async ({ community }) => {
    const k = await carKit(community);
    const { car, sticker } = await k.approvedWithSticker({ plateNo: '2ขค 4321' });
    for (const q of ['4321', 'ขค4321']) {
      expect((await k.get(k.stranger, 'car-management/lookup', { q })).json().items, q).toEqual([]);
      const [own] = (await k.get(k.owner, 'car-management/lookup', { q })).json().items;
      expect(own, q).toMatchObject({ carID: car.carID, unitNo: 'A-0101' });
    }
    const [scanned] = (await k.get(k.stranger, 'car-management/lookup', { q: sticker.token })).json().items;
    expect(scanned).toMatchObject({ state: 'VOID', carID: null, unitNo: null });
    const [ownScan] = (await k.get(k.owner, 'car-management/lookup', { q: sticker.token })).json().items;
    expect(ownScan).toMatchObject({ state: 'VALID', carID: car.carID });
  });

  apiTest('a forged or altered QR reads VOID; a retired car reads VOID', async ({ community }) => {
    const k = await carKit(community);
    const { car, sticker } = await k.approvedWithSticker();
    const [, id, mac] = sticker.token.split('.');
    const forged = [`CS1.${id}.${'A'.repeat(27)}`, `CS1.${crypto.randomUUID()}.${mac}`];
    for (const q of forged) {
      const [hit] = (await k.get(k.guard, 'car-management/lookup', { q })).json().items;
      expect(hit, q).toMatchObject({ state: 'VOID', carID: null });
    }
    await k.ok(k.post(k.staff, 'car-management/delete', { carID: car.carID, reason: 'ย้ายออก' }));
    const [hit] = (await k.get(k.guard, 'car-management/lookup', { q: sticker.token })).json().items;
    expect(hit).toMatchObject({ state: 'VOID', carID: car.carID });
  });

  apiTest('the sheet for printing carries each sticker and its token', async ({ community }) => {
    const k = await carKit(community);
    const { car, sticker } = await k.approvedWithSticker();
    const res = await k.post(k.staff, 'car-register/sticker/sheet', { carIDs: [car.carID] });
    expect(res.json().items).toEqual([
      expect.objectContaining({ number: sticker.number, token: sticker.token }),
    ]);
  });
});
