import { expect } from 'vitest';
import { multipart } from '../../../test/as-user';
import type { CommunityKit, Member } from '../../../test/community-kit';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);

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
  /** One paper uploaded by `who` (a PDF unless given): the key create and update take. */
  const paper = async (who: Member, bytes = PDF) => {
    const form = multipart({}, { file: { name: 'paper.pdf', bytes } });
    const res = await who.call('POST', path('car-register/document'), {
      query: { communityID: community.id },
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.fileKey as string;
  };
  // The default policy asks for the registration book with a resident's request.
  const book = await paper(owner);
  let n = 0;
  /** A car's fields with a plate of its own and the registration book the default policy asks for. */
  const plate = (over: object = {}) => ({
    unitNo: 'A-0101',
    plateNo: `กข ${1000 + ++n}`,
    provinceCode: 'TH-10',
    brand: 'Toyota',
    colour: 'ขาว',
    documents: [{ kind: 'REGISTRATION_BOOK', fileKey: book }],
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
    paper,
    /** A waiting request by the unit's owner. */
    request: (over: object = {}) => ok(post(owner, 'car-register/create', plate(over))),
    /** An approved car with a sticker: the office's walk-in, which needs no papers. */
    async approvedWithSticker(over: object = {}) {
      const car = await ok(post(staff, 'car-management/create', plate({ documents: undefined, ...over })));
      const sticker = await ok(post(staff, 'car-register/sticker', { carID: car.carID }));
      return { car, sticker };
    },
  };
}
export type CarKit = Awaited<ReturnType<typeof carKit>>;
