import { lt, sql } from 'drizzle-orm';
import type { MonthContext, MonthlyFiguresPart } from '../../platform/feature/monthly-figures';
import { announcements } from './tables';

/** Posts published in a month, their views, readers and thanks, and the share of the audience reached. */
async function announcementMonth({ tx, scope, from, to }: MonthContext) {
  const [row] = await tx
    .select({
      posts: sql<number>`count(*)`.mapWith(Number),
      views: sql<number>`coalesce(sum(${announcements.viewCount}), 0)`.mapWith(Number),
      readers: sql<number>`coalesce(sum(${announcements.readerCount}), 0)`.mapWith(Number),
      thanks: sql<number>`coalesce(sum(${announcements.thankCount}), 0)`.mapWith(Number),
      audience: sql<number>`coalesce(sum(${announcements.audienceSize}), 0)`.mapWith(Number),
    })
    .from(announcements)
    .where(
      scope.owns(
        announcements,
        sql`${announcements.publishedAt} >= ${from}`,
        lt(announcements.publishedAt, to),
        sql`${announcements.deletedAt} is null`,
      ),
    );
  const r = row ?? { posts: 0, views: 0, readers: 0, thanks: 0, audience: 0 };
  return [
    { key: 'posts', th: 'ประกาศที่เผยแพร่', en: 'Posts published', value: r.posts, unit: 'count' as const },
    { key: 'views', th: 'จำนวนการเปิดอ่าน', en: 'Views', value: r.views, unit: 'count' as const },
    { key: 'thanks', th: 'จำนวนขอบคุณ', en: 'Thanks', value: r.thanks, unit: 'count' as const },
    {
      key: 'reach',
      th: 'สัดส่วนผู้อ่านต่อผู้รับ',
      en: 'Readers over audience',
      value: r.audience ? Math.round((r.readers / r.audience) * 1000) / 1000 : 0,
      unit: 'share' as const,
    },
  ];
}

export const announcementMonthlyFigures: MonthlyFiguresPart = {
  featureEnum: 'ANNOUNCEMENT',
  title: { th: 'ประกาศ', en: 'Announcements' },
  permission: 'ANNOUNCEMENT:read',
  figures: announcementMonth,
};
