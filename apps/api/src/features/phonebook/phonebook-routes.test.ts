import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiTest } from '../../test/api-test';
import type { Caller } from '../../test/as-user';
import type { CommunityKit } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';
import { phonebookCategories, phonebookEntries } from './tables';

/** The book each test starts from: six kinds in order, every category with two entries but FIRE. */
const FIXTURE_BOOK: [string, Category['kind'], [string, string[], string?][]][] = [
  [
    'สำนักงานนิติบุคคล',
    'OFFICE',
    [
      ['ฝ่ายนิติบุคคล', ['02-123-4567'], 'จันทร์-เสาร์ 08:30-17:30'],
      ['ฝ่ายช่าง', ['02-123-4568']],
    ],
  ],
  [
    'ป้อมยาม',
    'SECURITY',
    [
      ['ป้อมยามหน้า', ['02-123-4500']],
      ['หัวหน้า รปภ.', ['089-765-4321']],
    ],
  ],
  [
    'ตำรวจ',
    'POLICE',
    [
      ['เหตุด่วนเหตุร้าย', ['191']],
      ['สถานีตำรวจ', ['02-437-0000']],
      ['ตำรวจท่องเที่ยว', ['1155']],
    ],
  ],
  [
    'โรงพยาบาล',
    'HOSPITAL',
    [
      ['การแพทย์ฉุกเฉิน', ['1669']],
      ['โรงพยาบาลใกล้เคียง', ['02-438-9000']],
    ],
  ],
  ['ดับเพลิง', 'FIRE', [['แจ้งเหตุเพลิงไหม้', ['199']]]],
  [
    'สาธารณูปโภค',
    'UTILITY',
    [
      ['การไฟฟ้านครหลวง', ['1130']],
      ['การประปานครหลวง', ['1125']],
    ],
  ],
];

async function writeFixtureBook(t: TestApp, communityId: string) {
  for (const [i, [name, kind, entries]] of FIXTURE_BOOK.entries()) {
    const [c] = await t.db
      .insert(phonebookCategories)
      .values({ communityId, name, kind, sortOrder: i + 1 })
      .returning({ id: phonebookCategories.id });
    await t.db.insert(phonebookEntries).values(
      entries.map(([entry, numbers, note], j) => ({
        communityId,
        categoryId: c!.id,
        name: entry,
        numbers,
        note: note ?? null,
        sortOrder: j + 1,
      })),
    );
  }
}

interface Category {
  categoryID: string;
  name: string;
  kind: 'OFFICE' | 'SECURITY' | 'POLICE' | 'HOSPITAL' | 'FIRE' | 'UTILITY' | 'OTHER';
  order: number;
  entries: { entryID: string; name: string; numbers: string[]; note: string | null; order: number }[];
}

/** Per test: a community of its own holding the fixture book, its PMC and a resident. */
const it = apiTest.extend('phonebook', async ({ api, community }) => {
  await writeFixtureBook(api, community.id);
  const pmc = (await community.member('PMC')).call;
  const resident = (await community.member('RESIDENT')).call;
  const C = community.id;
  return {
    C,
    pmc,
    resident,
    book: async (who: Caller = pmc): Promise<Category[]> =>
      (await who('GET', '/api/community/phonebook', { query: { communityID: C } })).json().items,
    entryCount: () => countRows(api.db, phonebookEntries, eq(phonebookEntries.communityId, C)),
  };
});

describe('reading the phonebook', () => {
  it('shows residents the categories and entries in order', async ({ phonebook: { book, resident } }) => {
    const items = await book(resident);
    expect(items.map((c) => c.kind)).toEqual(['OFFICE', 'SECURITY', 'POLICE', 'HOSPITAL', 'FIRE', 'UTILITY']);
    expect(items.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items[2]!.entries[0]).toMatchObject({ name: 'เหตุด่วนเหตุร้าย', numbers: ['191'] });
    expect(items[0]!.entries[0]!.note).toMatch(/08:30/);
  });

  it('refuses residents any change', async ({ phonebook: { C, resident } }) => {
    expectRefusal(
      await resident('POST', '/api/community/phonebook/category', { body: { communityID: C, name: 'X' } }),
      403,
      'PERMISSION_DENIED',
    );
  });
});

describe('editing the phonebook', () => {
  it('adds a category and entries at the end, edits and moves an entry, with audit rows', async ({
    api: t,
    phonebook: { C, pmc, book },
  }) => {
    const cat = await pmc('POST', '/api/community/phonebook/category', {
      body: { communityID: C, name: 'ร้านค้า', kind: 'OTHER' },
    });
    expect(cat.statusCode).toBe(200);
    const { categoryID } = cat.json().data;
    expect(cat.json().data).toMatchObject({ name: 'ร้านค้า', order: 7, entries: [] });
    const one = await pmc('POST', '/api/community/phonebook', {
      body: {
        communityID: C,
        categoryID,
        name: 'ร้านสะดวกซื้อ',
        numbers: ['02-111-2222', '+66 81 234 5678'],
        note: 'เปิด 24 ชม.',
      },
    });
    expect(one.json().data).toMatchObject({ order: 1, numbers: ['02-111-2222', '+66 81 234 5678'] });
    const two = await pmc('POST', '/api/community/phonebook', {
      body: { communityID: C, categoryID, name: 'ร้านซักรีด', numbers: ['1234'] },
    });
    expect(two.json().data.order).toBe(2);
    const edited = await pmc('PUT', '/api/community/phonebook', {
      body: { communityID: C, entryID: two.json().data.entryID, name: 'ร้านซักอบรีด', note: null },
    });
    expect(edited.json().data).toMatchObject({ name: 'ร้านซักอบรีด', numbers: ['1234'], note: null });
    const office = (await book())[0]!;
    const moved = await pmc('PUT', '/api/community/phonebook', {
      body: { communityID: C, entryID: one.json().data.entryID, categoryID: office.categoryID },
    });
    expect(moved.json().data.order).toBe(office.entries.length + 1);
    expect((await book())[0]!.entries.at(-1)!.name).toBe('ร้านสะดวกซื้อ');
    const renamed = await pmc('PUT', '/api/community/phonebook/category', {
      body: { communityID: C, categoryID, name: 'ร้านค้าใกล้บ้าน' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'ร้านค้าใกล้บ้าน', kind: 'OTHER' });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.communityId, C))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'phonebook.category.create',
        'phonebook.entry.create',
        'phonebook.entry.update',
        'phonebook.category.update',
      ]),
    );
  });

  it('reorders categories and entries when given every one of them exactly once', async ({
    phonebook: { C, pmc, book },
  }) => {
    const before = await book();
    const reversed = before.map((c) => c.categoryID).reverse();
    expect(
      (
        await pmc('PUT', '/api/community/phonebook/order', {
          body: { communityID: C, categoryIDs: reversed },
        })
      ).statusCode,
    ).toBe(200);
    expect((await book()).map((c) => c.categoryID)).toEqual(reversed);
    const police = before.find((c) => c.kind === 'POLICE')!;
    const entryIDs = police.entries.map((e) => e.entryID).reverse();
    expect(
      (
        await pmc('PUT', '/api/community/phonebook/order', {
          body: { communityID: C, categoryID: police.categoryID, entryIDs },
        })
      ).statusCode,
    ).toBe(200);
    expect((await book()).find((c) => c.kind === 'POLICE')!.entries.map((e) => e.entryID)).toEqual(entryIDs);

    const order = (body: object) =>
      pmc('PUT', '/api/community/phonebook/order', { body: { communityID: C, ...body } });
    expectRefusal(await order({ categoryIDs: reversed.slice(1) }), 400, 'ORDER_MISMATCH');
    expectRefusal(
      await order({ categoryIDs: [...reversed.slice(1), crypto.randomUUID()] }),
      400,
      'ORDER_MISMATCH',
    );
    expectRefusal(await order({ categoryIDs: [reversed[0], reversed[0]] }), 400, 'VALIDATION_FAILED', /once/);
    expectRefusal(await order({}), 400, 'VALIDATION_FAILED', /categoryIDs, or categoryID with entryIDs/);
    expect((await book()).map((c) => c.categoryID)).toEqual(reversed);
  });

  it('refuses bad numbers, names and unknown ids, writing nothing', async ({
    phonebook: { C, pmc, book, entryCount },
  }) => {
    const before = await entryCount();
    const [first] = await book();
    const post = (body: object) =>
      pmc('POST', '/api/community/phonebook', {
        body: { communityID: C, categoryID: first!.categoryID, name: 'X', numbers: ['191'], ...body },
      });
    expectRefusal(await post({ numbers: [] }), 400, 'VALIDATION_FAILED', /At least one phone number/);
    expectRefusal(await post({ numbers: ['call me'] }), 400, 'VALIDATION_FAILED', /phone number/);
    expectRefusal(await post({ numbers: ['1', '2', '3', '4', '5', '6'] }), 400, 'VALIDATION_FAILED');
    expectRefusal(await post({ name: '' }), 400, 'VALIDATION_FAILED', /name is required/);
    expectRefusal(await post({ categoryID: crypto.randomUUID() }), 404, 'CATEGORY_NOT_FOUND');
    expectRefusal(
      await pmc('POST', '/api/community/phonebook/category', {
        body: { communityID: C, name: 'X', kind: 'PIZZA' },
      }),
      400,
      'VALIDATION_FAILED',
      /kind must be one of/,
    );
    expectRefusal(
      await pmc('DELETE', '/api/community/phonebook', {
        body: { communityID: C, entryID: crypto.randomUUID() },
      }),
      404,
      'ENTRY_NOT_FOUND',
    );
    expect(await entryCount()).toBe(before);
  });

  it('removes an entry, and a category with its entries', async ({
    api: t,
    phonebook: { C, pmc, book, entryCount },
  }) => {
    const [first] = await book();
    const entry = first!.entries[0]!;
    expect(
      (await pmc('DELETE', '/api/community/phonebook', { body: { communityID: C, entryID: entry.entryID } }))
        .statusCode,
    ).toBe(200);
    const before = await entryCount();
    const remaining = (await book())[0]!;
    expect(
      (
        await pmc('DELETE', '/api/community/phonebook/category', {
          body: { communityID: C, categoryID: remaining.categoryID },
        })
      ).statusCode,
    ).toBe(200);
    expect(await entryCount()).toBe(before - remaining.entries.length);
    expect(
      await countRows(
        t.db,
        phonebookCategories,
        and(eq(phonebookCategories.communityId, C), eq(phonebookCategories.id, remaining.categoryID)),
      ),
    ).toBe(0);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, C), eq(auditLog.action, 'phonebook.category.delete')));
    expect((audit!.before as Category).entries).toHaveLength(remaining.entries.length);
  });
});

describe('tenant isolation', () => {
  it("keeps another community's staff out of this book, even naming its ids", async ({
    api,
    phonebook: { C, book },
  }) => {
    const other: CommunityKit = await newCommunity(api, { name: 'Other' });
    const outsider = (await other.member('PMC')).call;
    const before = await book();
    const [first] = before;
    expectRefusal(
      await outsider('GET', '/api/community/phonebook', { query: { communityID: C } }),
      403,
      'FORBIDDEN',
    );
    const asOther = { communityID: other.id };
    expect((await outsider('GET', '/api/community/phonebook', { query: asOther })).json().items).toEqual([]);
    const entryID = first!.entries[0]!.entryID;
    expectRefusal(
      await outsider('PUT', '/api/community/phonebook', { body: { ...asOther, entryID, name: 'X' } }),
      404,
      'ENTRY_NOT_FOUND',
    );
    expectRefusal(
      await outsider('DELETE', '/api/community/phonebook', { body: { ...asOther, entryID } }),
      404,
      'ENTRY_NOT_FOUND',
    );
    expectRefusal(
      await outsider('POST', '/api/community/phonebook', {
        body: { ...asOther, categoryID: first!.categoryID, name: 'X', numbers: ['191'] },
      }),
      404,
      'CATEGORY_NOT_FOUND',
    );
    expect(await book()).toEqual(before);
  });
});
