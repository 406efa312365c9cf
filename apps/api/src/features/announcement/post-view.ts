import type { announcementDetailSchema, announcementListItemSchema } from '@cc/contracts/announcement';
import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { readAudience } from './audience-queries';
import { notFound } from './refusals';
import { excerptOf } from './sanitize-body';
import { announcements } from './tables';

export type PostRow = typeof announcements.$inferSelect;
type ListItem = z.infer<typeof announcementListItemSchema>;
type Detail = z.infer<typeof announcementDetailSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A published post past its expiry reads as EXPIRED; the stored status stays PUBLISHED. */
export const stateOf = (p: Pick<PostRow, 'status' | 'expiresAt'>, now = new Date()) =>
  p.status === 'PUBLISHED' && p.expiresAt && p.expiresAt <= now ? ('EXPIRED' as const) : p.status;

/** Readers over audience, 0 to 1; a reader who moved in after publishing cannot push it past 1. */
export const reachOf = (readers: number, audience: number) =>
  audience > 0 ? Math.min(1, Math.round((readers / audience) * 10_000) / 10_000) : 0;

export const statsOf = (p: PostRow) => ({
  views: p.viewCount,
  uniqueReaders: p.readerCount,
  thanks: p.thankCount,
  audienceSize: p.audienceSize,
  reach: reachOf(p.readerCount, p.audienceSize),
});

export const toListItem = (p: PostRow): ListItem => ({
  announcementID: p.id,
  title: p.title,
  excerpt: excerptOf(p.body, p.bodyFormat),
  category: p.category,
  state: stateOf(p),
  audienceKind: p.audienceKind,
  coverUrl: p.coverUrl,
  pinned: p.pinned,
  publishAt: iso(p.publishAt),
  publishedAt: iso(p.publishedAt),
  expiresAt: iso(p.expiresAt),
  updatedAt: p.updatedAt.toISOString(),
  stats: statsOf(p),
});

/** A post of this community that is not deleted, or 404 (the same for another community's post). */
export async function findPost(
  tx: Executor,
  scope: CommunityScope,
  id: string,
  lock = false,
): Promise<PostRow> {
  const query = tx
    .select()
    .from(announcements)
    .where(scope.owns(announcements, eq(announcements.id, id), isNull(announcements.deletedAt)));
  const [post] = lock ? await query.for('update') : await query;
  if (!post) throw notFound('ANNOUNCEMENT_NOT_FOUND');
  return post;
}

export async function loadDetail(scope: CommunityScope, id: string): Promise<Detail> {
  return scope.run(async (tx) => {
    const post = await findPost(tx, scope, id);
    const [author] = post.createdBy
      ? await tx
          .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(eq(users.id, post.createdBy))
      : [];
    return {
      ...toListItem(post),
      body: post.body,
      bodyFormat: post.bodyFormat,
      audience: await readAudience(tx, scope, post.id, post.audienceKind),
      attachments: post.attachments,
      createdAt: post.createdAt.toISOString(),
      createdBy: author
        ? { userID: author.email, name: `${author.firstname} ${author.lastname}`.trim() }
        : null,
    };
  });
}
