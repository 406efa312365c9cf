import { useQuery } from '@tanstack/react-query';
import { Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCommunityID } from '../../../shared/session/use-community';
import { PRIMARY_COLOR } from '../../../shared/ui/brand';
import { summaryQuery } from '../api/report-queries';
import { percent } from './post-stats';
import '../announcement.css';

/** The dashboard card: the latest published posts and their reach, and what waits to go out. */
export function AnnouncementCard() {
  const { t } = useTranslation('announcement');
  const communityID = useCommunityID();
  const summary = useQuery({ ...summaryQuery(communityID), enabled: !!communityID });
  if (summary.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (summary.error) return <p className="muted">{t('card.failed')}</p>;
  const s = summary.data;
  return (
    <div className="announcement-card" data-testid="announcement-card">
      <p className="muted announcement-card__counts">
        {t('card.counts', { published: s.published, scheduled: s.scheduled, drafts: s.drafts })}
      </p>
      {s.latest.length === 0 ? (
        <p className="muted">{t('card.none')}</p>
      ) : (
        <ul className="announcement-card__list">
          {s.latest.slice(0, 3).map((p) => (
            <li key={p.announcementID}>
              <Link
                to={`/dashboard/announcement?announcementID=${p.announcementID}`}
                className="announcement-card__title"
                dir="auto"
              >
                {p.title}
              </Link>
              <Progress
                percent={percent(p.stats.reach)}
                size="small"
                strokeColor={PRIMARY_COLOR}
                format={(v) => t('card.reach', { percent: v })}
                aria-label={t('stats.reach')}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
