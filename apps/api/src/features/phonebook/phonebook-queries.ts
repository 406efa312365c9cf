import type { PhonebookCategory } from '@cc/contracts/phonebook';
import { asc, eq, max } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { phonebookCategories, phonebookEntries } from './tables';

export const TAGS = ['phonebook'];

export const toEntry = (e: typeof phonebookEntries.$inferSelect) => ({
  entryID: e.id,
  name: e.name,
  numbers: e.numbers,
  note: e.note,
  order: e.sortOrder,
});

/** The whole phonebook, or one category of it, in display order. */
export async function readPhonebook(
  tx: Executor,
  scope: CommunityScope,
  categoryId?: string,
): Promise<PhonebookCategory[]> {
  const categories = await tx
    .select()
    .from(phonebookCategories)
    .where(scope.owns(phonebookCategories, categoryId ? eq(phonebookCategories.id, categoryId) : undefined))
    .orderBy(asc(phonebookCategories.sortOrder), asc(phonebookCategories.createdAt));
  const entries = await tx
    .select()
    .from(phonebookEntries)
    .where(scope.owns(phonebookEntries, categoryId ? eq(phonebookEntries.categoryId, categoryId) : undefined))
    .orderBy(asc(phonebookEntries.sortOrder), asc(phonebookEntries.createdAt));
  return categories.map((c) => ({
    categoryID: c.id,
    name: c.name,
    kind: c.kind,
    order: c.sortOrder,
    entries: entries.filter((e) => e.categoryId === c.id).map(toEntry),
  }));
}

export async function findCategory(tx: Executor, scope: CommunityScope, categoryId: string) {
  const [c] = await readPhonebook(tx, scope, categoryId);
  if (!c) throw notFound('CATEGORY_NOT_FOUND');
  return c;
}

export async function findEntry(tx: Executor, scope: CommunityScope, entryId: string) {
  const [e] = await tx
    .select()
    .from(phonebookEntries)
    .where(scope.owns(phonebookEntries, eq(phonebookEntries.id, entryId)));
  if (!e) throw notFound('ENTRY_NOT_FOUND');
  return e;
}

/** The next position at the end of the categories, or of one category's entries. */
export async function nextOrder(tx: Executor, scope: CommunityScope, categoryId?: string) {
  const [row] = categoryId
    ? await tx
        .select({ top: max(phonebookEntries.sortOrder) })
        .from(phonebookEntries)
        .where(scope.owns(phonebookEntries, eq(phonebookEntries.categoryId, categoryId)))
    : await tx
        .select({ top: max(phonebookCategories.sortOrder) })
        .from(phonebookCategories)
        .where(scope.owns(phonebookCategories));
  return (row?.top ?? 0) + 1;
}
