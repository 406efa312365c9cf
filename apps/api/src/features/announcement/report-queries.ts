import type { ReportPost } from '@cc/contracts/announcement-report';
import { and, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communities } from '../../platform/tenancy/tables';
import type { PageOrder } from './post-page-queries';
import { type PostRow, stateOf, statsOf } from './post-view';
import { badRequest } from './refusals';
import { announcements } from './tables';

const a = announcements;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reports page by publish time, newest first. */
export const REPORT_ORDER: PageOrder = { rank: sql`0::int`, at: a.publishedAt, dir: 'desc' };

/**
 * Posts ever published (including ones since taken back to drafts) within the range, deleted
 * ones aside. A day bound is a whole day in the community's time zone; by default the range is
 * the last 90 days.
 */
export function publishedIn(communityId: string, from?: string, to?: string): SQL {
  if (from && to && Date.parse(from) > Date.parse(to)) throw badRequest('BAD_RANGE');
  const tz = sql`(select ${communities.timeZone} from ${communities} where ${communities.id} = ${communityId})`;
  const lower = !from
    ? sql`now() - interval '90 days'`
    : DAY.test(from)
      ? sql`(${from}::date::timestamp at time zone ${tz})`
      : sql`${from}::timestamptz`;
  const upper = !to
    ? undefined
    : DAY.test(to)
      ? sql`${a.publishedAt} < ((${to}::date + 1)::timestamp at time zone ${tz})`
      : sql`${a.publishedAt} <= ${to}::timestamptz`;
  return and(isNotNull(a.publishedAt), isNull(a.deletedAt), sql`${a.publishedAt} >= ${lower}`, upper)!;
}

export const toReportPost = (p: PostRow): ReportPost => ({
  announcementID: p.id,
  title: p.title,
  category: p.category,
  state: stateOf(p),
  publishedAt: p.publishedAt!.toISOString(),
  stats: statsOf(p),
});

/** The range's totals in one row. */
export const totalsColumns = {
  posts: sql<number>`count(*)::int`,
  views: sql<number>`coalesce(sum(${a.viewCount}), 0)::int`,
  uniqueReaders: sql<number>`coalesce(sum(${a.readerCount}), 0)::int`,
  thanks: sql<number>`coalesce(sum(${a.thankCount}), 0)::int`,
  audience: sql<number>`coalesce(sum(${a.audienceSize}), 0)::int`,
};

export const CATEGORY_LABELS = { GENERAL: 'ทั่วไป', URGENT: 'ด่วน', MAINTENANCE: 'ซ่อมบำรุง', EVENT: 'กิจกรรม' };
export const STATE_LABELS = {
  PUBLISHED: 'เผยแพร่แล้ว',
  DRAFT: 'ฉบับร่าง',
  SCHEDULED: 'ตั้งเวลาไว้',
  EXPIRED: 'หมดอายุ',
};

/** The community's posts by tab (live, scheduled, drafts), and its five latest live posts. */
export async function postSummary(tx: Executor, scope: CommunityScope) {
  const live = and(eq(a.status, 'PUBLISHED'), or(isNull(a.expiresAt), gt(a.expiresAt, sql`now()`)));
  const [counts] = await tx
    .select({
      published: sql<number>`(count(*) filter (where ${live}))::int`,
      scheduled: sql<number>`(count(*) filter (where ${a.status} = 'SCHEDULED'))::int`,
      drafts: sql<number>`(count(*) filter (where ${a.status} = 'DRAFT'))::int`,
    })
    .from(a)
    .where(scope.owns(a, isNull(a.deletedAt)));
  const latest = await tx
    .select()
    .from(a)
    .where(scope.owns(a, isNull(a.deletedAt), live))
    .orderBy(desc(a.publishedAt), desc(a.id))
    .limit(5);
  return { ...counts!, latest: latest.map(toReportPost) };
}
