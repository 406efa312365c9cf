import type { NewsItem } from '@cc/contracts/news-update';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { newsUpdates } from './tables';

export type NewsRow = typeof newsUpdates.$inferSelect;

export const toNewsItem = (n: NewsRow): NewsItem => ({
  newsID: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  publishAt: n.publishAt.toISOString(),
});

/** The operator's side (CLI): not community data, so no community scope. */
export async function addNews(
  db: Executor,
  n: { title: string; body: string; kind: 'RELEASE' | 'TIP'; publishAt?: Date },
) {
  const [row] = await db.insert(newsUpdates).values(n).returning();
  return toNewsItem(row!);
}

/** Every item, future ones too, newest first: what the operator manages. */
export async function allNews(db: Executor) {
  const rows = await db.select().from(newsUpdates).orderBy(desc(newsUpdates.publishAt), desc(newsUpdates.id));
  return rows.map(toNewsItem);
}

export async function removeNews(db: Executor, id: string) {
  const removed = await db.delete(newsUpdates).where(eq(newsUpdates.id, id)).returning();
  return removed.length > 0;
}
