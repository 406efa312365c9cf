import type { Lang } from '@cc/contracts/i18n';
import type { TutorialDetail, TutorialItem, TutorialKind, TutorialProgressRow } from '@cc/contracts/tutorial';
import { and, desc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/http/keyset';
import { memberships } from '../../platform/tenancy/tables';
import { conflict, notFound } from './refusals';
import { type TutorialRow, tutorialItems, tutorialProgress } from './tables';
import type { TutorialWork } from './tutorial-work';

export const TAGS = ['tutorial'];

const t = tutorialItems;
const p = tutorialProgress;

/**
 * The rows a community sees: its own and the operator's (no community). Row-level security
 * holds the same line beneath this; another community's rows are never in it.
 */
const visibleTo = (w: TutorialWork, ...more: (SQL | undefined)[]) =>
  and(or(eq(t.communityId, w.scope.communityId), isNull(t.communityId)), ...more)!;

/**
 * The caller's percent and the community's viewer and finisher counts, as correlated subqueries
 * written with their own alias: the outer item is named in full so it never reads as a column
 * of the progress rows.
 */
const figures = (w: TutorialWork) => {
  const mine = sql`tp.item_id = "tutorial_items"."id" and tp.community_id = ${w.scope.communityId}`;
  return {
    myPercent: sql<
      number | null
    >`(select tp.percent from tutorial_progress tp where ${mine} and tp.user_id = ${w.userId})`,
    viewers: sql<number>`(select count(*)::int from tutorial_progress tp where ${mine})`,
    finished: sql<number>`(select count(*)::int from tutorial_progress tp where ${mine} and tp.completed_at is not null)`,
  };
};

type Figures = { myPercent: number | null; viewers: number; finished: number };

export function toItem(w: TutorialWork, row: TutorialRow, f: Figures): TutorialItem {
  return {
    itemID: row.id,
    kind: row.kind,
    lang: row.lang as Lang,
    title: row.title,
    summary: row.summary,
    shared: row.communityId === null,
    youtubeID: row.youtubeId,
    fileUrl: row.fileKey ? w.fileUrl(row.fileKey, row.fileName ?? undefined) : null,
    fileName: row.fileName,
    archived: row.archivedAt !== null,
    myPercent: f.myPercent === null ? null : Number(f.myPercent),
    viewers: Number(f.viewers),
    finished: Number(f.finished),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toDetail = (w: TutorialWork, row: TutorialRow, f: Figures): TutorialDetail => ({
  ...toItem(w, row, f),
  body: row.kind === 'GUIDE' ? w.s.files.urlsIn(w.scope, row.body) : '',
});

export interface ListFilter {
  kind?: TutorialKind;
  lang?: Lang;
  search?: string;
  after?: [Date, string];
  limit: number;
}

/** Live items newest first, keyset paged on (created_at, id); `limit + 1` rows are read. */
export async function listItems(w: TutorialWork, f: ListFilter) {
  const rows = await w.tx
    .select({ row: t, ...figures(w) })
    .from(t)
    .where(
      visibleTo(
        w,
        isNull(t.archivedAt),
        f.kind ? eq(t.kind, f.kind) : undefined,
        f.lang ? eq(t.lang, f.lang) : undefined,
        f.search
          ? or(ilike(t.title, containsPattern(f.search)), ilike(t.summary, containsPattern(f.search)))
          : undefined,
        f.after
          ? or(lt(t.createdAt, f.after[0]), and(eq(t.createdAt, f.after[0]), lt(t.id, f.after[1])))
          : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(f.limit + 1);
  return rows.map(({ row, ...fig }) => ({ row, item: toItem(w, row, fig) }));
}

/** One visible item (archived too, for its page); another community's ID reads as no such item. */
export async function findRow(w: TutorialWork, itemId: string) {
  const [found] = await w.tx
    .select({ row: t, ...figures(w) })
    .from(t)
    .where(visibleTo(w, eq(t.id, itemId)));
  if (!found) throw notFound('TUTORIAL_ITEM_NOT_FOUND');
  return found;
}

export async function findItem(w: TutorialWork, itemId: string): Promise<TutorialDetail> {
  const { row, ...fig } = await findRow(w, itemId);
  return toDetail(w, row, fig);
}

/** The community's own row, locked for a change; the operator's rows are refused as read-only. */
export async function ownRowForChange(w: TutorialWork, itemId: string): Promise<TutorialRow> {
  const [row] = await w.tx
    .select()
    .from(t)
    .where(visibleTo(w, eq(t.id, itemId)))
    .for('update');
  if (!row) throw notFound('TUTORIAL_ITEM_NOT_FOUND');
  if (row.communityId === null) throw conflict('TUTORIAL_ITEM_SHARED');
  return row;
}

export async function insertItem(w: TutorialWork, values: typeof t.$inferInsert) {
  const [row] = await w.tx.insert(t).values(values).returning();
  return row!;
}

export async function updateRow(w: TutorialWork, id: string, values: Partial<typeof t.$inferInsert>) {
  const [row] = await w.tx
    .update(t)
    .set({ ...values, updatedAt: w.now })
    .where(w.scope.owns(t, eq(t.id, id)))
    .returning();
  return row!;
}

/**
 * Records the caller's progress: the percent and completion only grow, the position follows the
 * latest report, the first report's time stays as first seen. One statement, so two reports at once (two devices) leave the larger figure.
 */
export async function upsertProgress(
  w: TutorialWork,
  itemId: string,
  percent: number,
  positionSeconds: number,
  completeAt: number,
) {
  const done = percent >= completeAt ? w.now : null;
  const [row] = await w.tx
    .insert(p)
    .values({
      communityId: w.scope.communityId,
      itemId,
      userId: w.userId,
      percent,
      positionSeconds,
      completedAt: done,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .onConflictDoUpdate({
      target: [p.communityId, p.itemId, p.userId],
      set: {
        percent: sql`greatest(${p.percent}, excluded.percent)`,
        positionSeconds: sql`excluded.position_seconds`,
        completedAt: sql`coalesce(${p.completedAt}, excluded.completed_at)`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return row!;
}

/** Who opened an item in this community, furthest first, with their role here. */
export async function progressRows(w: TutorialWork, itemId: string): Promise<TutorialProgressRow[]> {
  await findRow(w, itemId);
  const rows = await w.tx
    .select({
      userID: p.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      role: memberships.role,
      percent: p.percent,
      positionSeconds: p.positionSeconds,
      completedAt: p.completedAt,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(
      memberships,
      and(eq(memberships.userId, p.userId), eq(memberships.communityId, w.scope.communityId)),
    )
    .where(w.scope.owns(p, eq(p.itemId, itemId)))
    .orderBy(desc(p.percent), desc(p.updatedAt))
    .limit(500);
  return rows.map((r) => ({
    userID: r.userID,
    name: `${r.firstname} ${r.lastname}`.trim() || r.email,
    role: r.role ?? '',
    percent: r.percent,
    positionSeconds: r.positionSeconds,
    completedAt: r.completedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** The operator's items, for the CLI (no community: the caller is the platform). */
export const sharedItems = (db: Executor) =>
  db.select().from(t).where(isNull(t.communityId)).orderBy(desc(t.createdAt));

export async function insertSharedItem(db: Executor, values: typeof t.$inferInsert) {
  const [row] = await db
    .insert(t)
    .values({ ...values, communityId: null })
    .returning();
  return row!;
}

/** Archives an operator's item; null when there is no live one with that id. */
export async function archiveSharedItem(db: Executor, id: string) {
  const [row] = await db
    .update(t)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(t.id, id), isNull(t.communityId), isNull(t.archivedAt)))
    .returning();
  return row ?? null;
}
