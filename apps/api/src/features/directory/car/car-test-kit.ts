import { expect } from 'vitest';
import type { CommunityKit, Member } from '../../../test/community-kit';

// biome-ignore lint/suspicious/noExplicitAny: answers are read by field in the tests, like inject's own json()
type Res = { statusCode: number; body: string; json: () => any };

/**
 * A community with a unit, its owner (signed in), office staff and a guard, and helpers that
 * call the car API as any of them. Tests build their own data and depend on no demo row.
 */
export async function carKit(community: CommunityKit) {
  const unitId = await community.unit('A-0101');
  const otherUnitId = await community.unit('B-0202');
  const [staff, owner, guard, stranger] = await Promise.all([
    community.member('PMC'),
    community.member('RESIDENT', { home: { unitId } }),
    community.member('GUARD'),
    community.member('RESIDENT', { home: { unitId: otherUnitId } }),
  ]);
  const path = (p: string) => `/api/car-directory/${p}`;
  const post = (who: Member, p: string, body: object = {}) =>
    who.call('POST', path(p), { body: { communityID: community.id, ...body } });
  const put = (who: Member, p: string, body: object = {}) =>
    who.call('PUT', path(p), { body: { communityID: community.id, ...body } });
  const get = (who: Member, p: string, query: Record<string, string | undefined> = {}) =>
    who.call('GET', path(p), { query: { communityID: community.id, ...query } });
  const ok = async (p: Promise<Res>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  let n = 0;
  /** A car's fields with a plate of its own. */
  const plate = (over: object = {}) => ({
    unitNo: 'A-0101',
    plateNo: `กข ${1000 + ++n}`,
    provinceCode: 'TH-10',
    brand: 'Toyota',
    colour: 'ขาว',
    ...over,
  });
  return {
    community,
    unitId,
    staff,
    owner,
    guard,
    stranger,
    post,
    put,
    get,
    ok,
    plate,
    /** A waiting request by the unit's owner. */
    request: (over: object = {}) => ok(post(owner, 'car-register/create', plate(over))),
    /** An approved car with a sticker. */
    async approvedWithSticker(over: object = {}) {
      const car = await ok(post(staff, 'car-management/create', plate(over)));
      const sticker = await ok(post(staff, 'car-register/sticker', { carID: car.carID }));
      return { car, sticker };
    },
  };
}
export type CarKit = Awaited<ReturnType<typeof carKit>>;
