import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../test/refusal';
import { type Desk, openDesk, RIVERSIDE } from './parcel-test-kit';

let d: Desk;
let residentId: string;
beforeAll(async () => {
  d = await openDesk();
  residentId = await d.userId('resident@demo.test');
});
afterAll(() => d.t.close());

describe('GET /api/parcel/recipient', () => {
  const find = async (q: string) =>
    (await d.call('guard', 'GET', '/api/parcel/recipient', { query: { communityID: RIVERSIDE, q } })).json()
      .items as {
      unitNo: string;
      residents: { name: string; userID: string }[];
    }[];

  it('finds units by number (any case, with or without the dash), resident name or phone', async () => {
    expect((await find('a0304'))[0]).toMatchObject({ unitNo: 'A-0304', buildingName: 'อาคาร A' });
    expect((await find('A-03')).every((u) => u.unitNo.startsWith('A-03'))).toBe(true);
    const byName = await find('สุดา');
    expect(byName.map((u) => u.unitNo)).toContain('A-0304');
    expect(byName.find((u) => u.unitNo === 'A-0304')!.residents).toContainEqual(
      expect.objectContaining({ userID: residentId, name: 'สุดา มีสุข', unitRole: 'OWNER' }),
    );
    expect((await find('089-111')).map((u) => u.unitNo)).toContain('A-0304');
    expect(await find('zzz-no-such')).toEqual([]);
  });

  it('asks for something to search', async () => {
    expectRefusal(
      await d.call('guard', 'GET', '/api/parcel/recipient', { query: { communityID: RIVERSIDE, q: ' ' } }),
      400,
    );
  });
});

describe('lists the receive form offers', () => {
  it('answers the carriers and types in use', async () => {
    const carriers = (
      await d.call('guard', 'GET', '/api/parcel/delivery/list', { query: { communityID: RIVERSIDE } })
    ).json().items;
    expect(carriers.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining([
        'Kerry Express',
        'Flash Express',
        'J&T Express',
        'ไปรษณีย์ไทย (Thailand Post)',
        'Shopee Express',
        'Lazada Express',
      ]),
    );
    const types = (
      await d.call('guard', 'GET', '/api/parcel/type/list', { query: { communityID: RIVERSIDE } })
    ).json().items;
    expect(types.map((t: { code: string }) => t.code)).toEqual(
      expect.arrayContaining(['BOX', 'ENVELOPE', 'DOCUMENT', 'FOOD', 'COLD']),
    );
  });
});
