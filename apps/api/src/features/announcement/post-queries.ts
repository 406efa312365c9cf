import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { announcements } from './tables';

type PostChange = PgUpdateSetSource<typeof announcements>;

/** Changes one of the community's posts, stamping the database's time as its last change. */
export async function changePost(tx: Executor, scope: CommunityScope, id: string, change: PostChange) {
  await tx
    .update(announcements)
    .set({ ...change, updatedAt: sql`now()` })
    .where(scope.owns(announcements, eq(announcements.id, id)));
}

/** Marks one of the community's posts deleted now and unpinned; the row itself stays. */
export async function softDeletePost(tx: Executor, scope: CommunityScope, id: string, updatedBy: string) {
  await tx
    .update(announcements)
    .set({ deletedAt: sql`now()`, pinned: false, updatedBy })
    .where(scope.owns(announcements, eq(announcements.id, id)));
}

/** Puts one of the community's posts live now (or at its publish time), with its audience size. */
export async function markLive(
  tx: Executor,
  scope: CommunityScope,
  post: { id: string; publishAt: Date | null },
  audienceSize: number,
) {
  await changePost(tx, scope, post.id, {
    status: 'PUBLISHED',
    publishedAt: sql`now()`,
    publishAt: post.publishAt ?? sql`now()`,
    audienceSize,
  });
}

/** One of the community's scheduled posts whose time has come, locked for publishing; else undefined. */
export async function dueScheduledPost(tx: Executor, scope: CommunityScope, id: string) {
  const [due] = await tx
    .select()
    .from(announcements)
    .where(
      scope.owns(
        announcements,
        and(eq(announcements.id, id), eq(announcements.status, 'SCHEDULED')),
        isNull(announcements.deletedAt),
        lte(announcements.publishAt, sql`now()`),
      ),
    )
    .for('update');
  return due;
}
