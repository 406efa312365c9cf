import type { Lang } from '@cc/contracts/i18n';
import { type NewsItem, type NewsText, type NewsTranslations, pickNewsText } from '@cc/contracts/news-update';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { newsUpdates } from './tables';

/*
 * Product news is the product's own, not community data: nothing here is community-scoped, so this
 * queries file needs (and has) no tenant-isolation test.
 */

export type NewsRow = typeof newsUpdates.$inferSelect;

/** Every text an item carries, by language (the Thai one from title and body). */
const textsOf = (n: NewsRow): Partial<Record<Lang, NewsText>> => ({
  ...n.translations,
  th: { title: n.title, body: n.body },
});

/** The item as a reader of `lang` sees it. */
export function toNewsItem(n: NewsRow, lang: Lang): NewsItem {
  const text = pickNewsText(textsOf(n), lang);
  return {
    newsID: n.id,
    kind: n.kind,
    title: text.title,
    body: text.body,
    lang: text.lang,
    publishAt: n.publishAt.toISOString(),
  };
}

/** The operator's view: every language's text. */
const toManagedNews = (n: NewsRow) => ({
  newsID: n.id,
  kind: n.kind,
  publishAt: n.publishAt.toISOString(),
  texts: textsOf(n),
});

/** The operator's side (CLI): not community data, so no community scope. */
export async function addNews(
  db: Executor,
  n: NewsText & { kind: 'RELEASE' | 'TIP'; publishAt?: Date; translations?: NewsTranslations },
) {
  const [row] = await db.insert(newsUpdates).values(n).returning();
  return toManagedNews(row!);
}

/** Every item, future ones too, newest first: what the operator manages. */
export async function allNews(db: Executor) {
  const rows = await db.select().from(newsUpdates).orderBy(desc(newsUpdates.publishAt), desc(newsUpdates.id));
  return rows.map(toManagedNews);
}

/** Writes one language's text of an item (Thai replaces title and body); null when there is no such item. */
export async function setNewsText(db: Executor, id: string, lang: Lang, text: NewsText) {
  const n = newsUpdates;
  const change =
    lang === 'th'
      ? { title: text.title, body: text.body }
      : { translations: sql`${n.translations} || ${JSON.stringify({ [lang]: text })}::jsonb` };
  const [row] = await db.update(n).set(change).where(eq(n.id, id)).returning();
  return row ? toManagedNews(row) : null;
}

export async function removeNews(db: Executor, id: string) {
  const removed = await db.delete(newsUpdates).where(eq(newsUpdates.id, id)).returning();
  return removed.length > 0;
}

const published = lte(newsUpdates.publishAt, sql`now()`);

/**
 * One page of published items, newest first, of one kind or all, after the keyset `after`
 * (publish time as text, id). `at` is the publish time as Postgres prints it, for the next key.
 */
export function publishedNewsPage(
  db: Executor,
  query: { kind?: NewsRow['kind']; after?: [string, string]; limit: number },
) {
  const n = newsUpdates;
  const { kind, after, limit } = query;
  return db
    .select({ news: n, at: sql<string>`${n.publishAt}::text` })
    .from(n)
    .where(
      and(
        published,
        kind ? eq(n.kind, kind) : undefined,
        after ? sql`(${n.publishAt}, ${n.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(n.publishAt), desc(n.id))
    .limit(limit);
}

/** One published item; undefined while it is unknown or still to be published. */
export async function publishedNews(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(newsUpdates)
    .where(and(eq(newsUpdates.id, id), published));
  return row;
}
