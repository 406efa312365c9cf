import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../../test/api-test';
import { multipart } from '../../../test/as-user';
import { type CommunityKit, type Member, newCommunity } from '../../../test/community-kit';
import { expectRefusal } from '../../../test/refusal';
import { unitCars } from '../tables';
import { type CarKit, carKit, PDF, PNG } from './car-test-kit';
import { carDocuments } from './tables';

/** A car's fields with no papers (the kit's plate brings the registration book). */
const bare = (k: CarKit, over: object = {}) => k.plate({ documents: undefined, ...over });

const upload = (community: CommunityKit, who: Member, bytes: Buffer, name = 'paper.png') => {
  const form = multipart({}, { file: { name, bytes } });
  return who.call('POST', '/api/car-directory/car-register/document', {
    query: { communityID: community.id },
    payload: form.payload,
    headers: form.headers,
  });
};
const uploaded = async (community: CommunityKit, who: Member, bytes: Buffer) => {
  const res = await upload(community, who, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.fileKey as string;
};
const requireDocuments = async (k: CarKit, documentsRequired: string[]) => {
  const policy = await k.ok(k.get(k.staff, 'policy'));
  await k.ok(k.put(k.staff, 'policy', { ...policy, documentsRequired }));
};

describe('car documents', () => {
  apiTest(
    "a resident's request without the policy's papers is refused naming them, and saves nothing",
    async ({ api, community }) => {
      const k = await carKit(community);
      await requireDocuments(k, ['REGISTRATION_BOOK', 'ID_CARD']);
      const inThai = (body: object) =>
        k.owner.call('POST', '/api/car-directory/car-register/create', {
          body: { communityID: community.id, ...bare(k), ...body },
          headers: { 'accept-language': 'th' },
        });
      expectRefusal(await inThai({}), 400, 'CAR_DOCUMENTS_MISSING', /สำเนาทะเบียนรถ.*บัตรประชาชน/);
      const book = await uploaded(community, k.owner, PDF);
      const one = expectRefusal(
        await inThai({ documents: [{ kind: 'REGISTRATION_BOOK', fileKey: book }] }),
        400,
        'CAR_DOCUMENTS_MISSING',
        /บัตรประชาชน/,
      );
      expect(one.message).not.toContain('สำเนาทะเบียนรถ');
      const english = await k.post(k.owner, 'car-register/create', bare(k));
      expectRefusal(english, 400, 'CAR_DOCUMENTS_MISSING', /vehicle registration book, ID card/);
      expect(await api.db.select().from(unitCars).where(eq(unitCars.communityId, community.id))).toEqual([]);
      expect(
        await api.db.select().from(carDocuments).where(eq(carDocuments.communityId, community.id)),
      ).toEqual([]);
    },
  );

  apiTest(
    'with the papers the request is saved; the office and the resident see signed links',
    async ({ api, community }) => {
      const k = await carKit(community);
      await requireDocuments(k, ['REGISTRATION_BOOK', 'ID_CARD']);
      const book = await uploaded(community, k.owner, PDF);
      const id = await uploaded(community, k.owner, PNG);
      const car = await k.request({
        documents: [
          { kind: 'REGISTRATION_BOOK', fileKey: book },
          { kind: 'ID_CARD', fileKey: id },
        ],
      });
      expect(car.status).toBe('WAITING');

      const detail = await k.ok(k.get(k.staff, 'car-management/detail', { carID: car.carID }));
      expect(detail.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
        'ID_CARD',
        'REGISTRATION_BOOK',
      ]);
      const bookLink = detail.documents.find((d: { kind: string }) => d.kind === 'REGISTRATION_BOOK').url;
      expect(bookLink).toMatch(/^\/api\/files\/private\/c-.+\/cars\/.+\.pdf\?.*sig=/);
      const file = await api.app.inject({ method: 'GET', url: bookLink });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      const mine = (await k.get(k.owner, 'car-register/my')).json();
      expect(mine.items[0].documents).toHaveLength(2);

      // A change that brings no papers keeps the ones held; a new ID card retires the old one.
      await k.ok(k.put(k.owner, 'car-register/update', { carID: car.carID, colour: 'ดำ' }));
      const newId = await uploaded(community, k.owner, PNG);
      await k.ok(
        k.put(k.owner, 'car-register/update', {
          carID: car.carID,
          documents: [{ kind: 'ID_CARD', fileKey: newId }],
        }),
      );
      const rows = await api.db.select().from(carDocuments).where(eq(carDocuments.carId, car.carID));
      expect(rows).toHaveLength(3);
      const current = await api.db
        .select()
        .from(carDocuments)
        .where(and(eq(carDocuments.carId, car.carID), isNull(carDocuments.retiredAt)));
      expect(current.map((r) => r.fileKey).sort()).toEqual([book, newId].sort());
      const after = await k.ok(k.get(k.staff, 'car-management/detail', { carID: car.carID }));
      expect(after.documents).toHaveLength(2);
    },
  );

  apiTest("another community's file, or another area's, is never attached", async ({ api, community }) => {
    const k = await carKit(community);
    const other = await newCommunity(api, { name: 'Elsewhere' });
    const theirs = await uploaded(other, await other.member('PMC'), PNG);
    const foreign = await k.post(
      k.owner,
      'car-register/create',
      k.plate({ documents: [{ kind: 'ID_CARD', fileKey: theirs }] }),
    );
    expectRefusal(foreign, 400, 'CAR_DOCUMENT_NOT_OURS');
    const ours = await uploaded(community, k.owner, PNG);
    const elsewhere = ours.replace('/cars/', '/tutorials/');
    expectRefusal(
      await k.post(
        k.owner,
        'car-register/create',
        k.plate({ documents: [{ kind: 'ID_CARD', fileKey: elsewhere }] }),
      ),
      400,
      'CAR_DOCUMENT_NOT_OURS',
    );
    expectRefusal(
      await k.post(
        k.staff,
        'car-management/create',
        k.plate({ documents: [{ kind: 'LEASE', fileKey: '../x.pdf' }] }),
      ),
      400,
      'CAR_DOCUMENT_NOT_OURS',
    );
    expect(await api.db.select().from(unitCars).where(eq(unitCars.communityId, community.id))).toEqual([]);
  });

  apiTest('only a picture or a PDF is taken, typed from its bytes', async ({ community }) => {
    const k = await carKit(community);
    expectRefusal(
      await upload(community, k.owner, Buffer.from('<html>not a paper</html>'), 'book.pdf'),
      400,
      'UNSUPPORTED_FILE',
    );
    expectRefusal(await upload(community, k.owner, Buffer.alloc(0)), 400, 'CAR_DOCUMENT_NO_FILE');
    const noFile = await k.owner.call('POST', '/api/car-directory/car-register/document', {
      query: { communityID: community.id },
      body: {},
    });
    expectRefusal(noFile, 400, 'CAR_DOCUMENT_NO_FILE');
  });

  apiTest('the office registers a walk-in without papers, and may attach them', async ({ community }) => {
    const k = await carKit(community);
    await requireDocuments(k, ['REGISTRATION_BOOK', 'ID_CARD', 'LEASE']);
    const walkIn = await k.ok(k.post(k.staff, 'car-management/create', bare(k)));
    expect(walkIn.status).toBe('APPROVED');
    const lease = await uploaded(community, k.staff, PDF);
    const withLease = await k.ok(
      k.post(k.staff, 'car-management/create', k.plate({ documents: [{ kind: 'LEASE', fileKey: lease }] })),
    );
    const detail = await k.ok(k.get(k.staff, 'car-management/detail', { carID: withLease.carID }));
    expect(detail.documents).toEqual([expect.objectContaining({ kind: 'LEASE', url: expect.any(String) })]);
  });
});
