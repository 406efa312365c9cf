import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { addressedTo } from './audience-queries';
import {
  afterKey,
  orderOf,
  RESIDENT_ORDER,
  rankSql,
  searchCondition,
  sortKeySql,
  visibleToResidents,
} from './post-page-queries';
import { announcementReads, announcements, announcementThanks } from './tables';

const a = announcements;

const mine = (table: typeof announcementReads | typeof announcementThanks, userId: string) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.announcementId} = ${a.id} and ${table.userId} = ${userId})`;

/** The caller's columns beside the post: did I read it, did I thank it. */
const withMine = (userId: string) => ({
  post: a,
  readByMe: mine(announcementReads, userId),
  thankedByMe: mine(announcementThanks, userId),
});

/** One page of the posts this resident may see, pinned first, then the newest. */
export function residentPostPage(
  tx: Executor,
  scope: CommunityScope,
  userId: string,
  query: { q?: string; category?: string; lastKey?: string; limit: number },
) {
  return tx
    .select({ ...withMine(userId), rank: rankSql(RESIDENT_ORDER), at: sortKeySql(RESIDENT_ORDER) })
    .from(a)
    .where(
      scope.owns(
        a,
        visibleToResidents,
        addressedTo(userId),
        searchCondition(query.q, query.category),
        afterKey(RESIDENT_ORDER, query.lastKey),
      ),
    )
    .orderBy(...orderOf(RESIDENT_ORDER))
    .limit(query.limit);
}

/** One of the community's posts if this resident may see it; else undefined. */
export async function visiblePostRow(tx: Executor, scope: CommunityScope, userId: string, id: string) {
  const [row] = await tx
    .select(withMine(userId))
    .from(a)
    .where(scope.owns(a, eq(a.id, id), visibleToResidents, addressedTo(userId)));
  return row;
}

/** Counts a read: one row per reader (the first read adds a reader), every read adds a view. */
export async function countRead(tx: Executor, scope: CommunityScope, postId: string, userId: string) {
  const [first] = await tx
    .insert(announcementReads)
    .values({ announcementId: postId, userId, communityId: scope.communityId })
    .onConflictDoNothing()
    .returning({ userId: announcementReads.userId });
  if (!first)
    await tx
      .update(announcementReads)
      .set({ views: sql`${announcementReads.views} + 1`, lastReadAt: sql`now()` })
      .where(
        scope.owns(
          announcementReads,
          and(eq(announcementReads.announcementId, postId), eq(announcementReads.userId, userId)),
        ),
      );
  const [counted] = await tx
    .update(a)
    .set({ viewCount: sql`${a.viewCount} + 1`, readerCount: sql`${a.readerCount} + ${first ? 1 : 0}` })
    .where(scope.owns(a, eq(a.id, postId)))
    .returning();
  return counted!;
}

/** Gives (or takes back) this resident's one thank; answers the post's thanks after. */
export async function changeThanks(
  tx: Executor,
  scope: CommunityScope,
  postId: string,
  userId: string,
  give: boolean,
) {
  const mark = { announcementId: postId, userId, communityId: scope.communityId };
  const changed = give
    ? await tx.insert(announcementThanks).values(mark).onConflictDoNothing().returning()
    : await tx
        .delete(announcementThanks)
        .where(
          scope.owns(
            announcementThanks,
            and(eq(announcementThanks.announcementId, postId), eq(announcementThanks.userId, userId)),
          ),
        )
        .returning();
  const delta = changed.length === 0 ? 0 : give ? 1 : -1;
  const [after] = await tx
    .update(a)
    .set({ thankCount: sql`${a.thankCount} + ${delta}` })
    .where(scope.owns(a, eq(a.id, postId)))
    .returning({ thanks: a.thankCount });
  return after!.thanks;
}
