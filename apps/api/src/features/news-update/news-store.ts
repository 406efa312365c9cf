import type { Lang } from '@cc/contracts/i18n';
import { type NewsItem, type NewsText, type NewsTranslations, pickNewsText } from '@cc/contracts/news-update';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { newsUpdates } from './tables';

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
