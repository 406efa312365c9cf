import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../operator/commands';
import { type Caller, callerFor, type Method } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { phonebookCategories, phonebookEntries } from './tables';

/** A is where the caller works; B is a community they are not part of. */
const A = 'riverside-condo';
const B = 'green-ville-village';
let t: TestApp;
let pmcA: Caller;
let b: { categoryID: string; entryID: string };

/** A snapshot of B's phone book, to show it is unchanged afterwards. */
const snapshotOfB = async () => ({
  categories: await t.db.select().from(phonebookCategories).where(eq(phonebookCategories.communityId, B)),
  entries: await t.db.select().from(phonebookEntries).where(eq(phonebookEntries.communityId, B)),
});

beforeAll(async () => {
  t = await createTestApp();
  await runOperatorCommand(t.db, 'create-user', {
    email: 'pmc-a@demo.test',
    password: 'tenant-a-2024',
    firstname: 'A',
  });
  await runOperatorCommand(t.db, 'add-member', { community: A, email: 'pmc-a@demo.test', role: 'PMC' });
  pmcA = await callerFor(t, 'pmc-a@demo.test', 'tenant-a-2024');
  const { categories, entries } = await snapshotOfB();
  b = { categoryID: categories[0]!.id, entryID: entries[0]!.id };
});
afterAll(() => t.close());

describe('a PMC of community A', () => {
  it("gets 403 for B's phone book", async () => {
    expectRefusal(
      await pmcA('GET', '/api/community/phonebook', { query: { communityID: B } }),
      403,
      'FORBIDDEN',
    );
  });

  it("cannot reach B's categories and entries by naming them under A's communityID", async () => {
    const before = await snapshotOfB();
    // Each names one of B's rows in a call under A's communityID: [method, url, body, status, code].
    const attempts: [Method, string, object, number, string][] = [
      [
        'PUT',
        '/api/community/phonebook/category',
        { categoryID: b.categoryID, name: 'x' },
        404,
        'CATEGORY_NOT_FOUND',
      ],
      [
        'DELETE',
        '/api/community/phonebook/category',
        { categoryID: b.categoryID },
        404,
        'CATEGORY_NOT_FOUND',
      ],
      [
        'POST',
        '/api/community/phonebook',
        { categoryID: b.categoryID, name: 'x', numbers: ['191'] },
        404,
        'CATEGORY_NOT_FOUND',
      ],
      ['PUT', '/api/community/phonebook', { entryID: b.entryID, name: 'x' }, 404, 'ENTRY_NOT_FOUND'],
      ['DELETE', '/api/community/phonebook', { entryID: b.entryID }, 404, 'ENTRY_NOT_FOUND'],
      ['PUT', '/api/community/phonebook/order', { categoryIDs: [b.categoryID] }, 400, 'ORDER_MISMATCH'],
    ];
    for (const [method, url, extra, status, code] of attempts) {
      expectRefusal(await pmcA(method, url, { body: { communityID: A, ...extra } }), status, code);
    }
    expect(await snapshotOfB()).toEqual(before);
  });

  it("never sees B's categories in A's phone book", async () => {
    const res = await pmcA('GET', '/api/community/phonebook', { query: { communityID: A, limit: 100 } });
    const ids = res.json().items.map((c: { categoryID: string }) => c.categoryID);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(b.categoryID);
  });
});
