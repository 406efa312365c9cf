import type { ReportPost } from '@cc/contracts/announcement-report';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  title: string;
  posts?: ReportPost[];
  metric: 'views' | 'thanks';
  loading: boolean;
}

/** The report's top five by views or by thanks, each linking to the post. */
export function TopList({ title, posts, metric, loading }: Props) {
  const { t, i18n } = useTranslation('announcement');
  return (
    <div className="cc-card announcement__panel top-list">
      <h2 className="section-title">{title}</h2>
      {loading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !posts?.length ? (
        <Empty description={t('report.empty')} />
      ) : (
        <ol>
          {posts.map((p) => (
            <li key={p.announcementID}>
              <Link to={`/dashboard/announcement?announcementID=${p.announcementID}`} dir="auto">
                {p.title}
              </Link>
              <b>
                {p.stats[metric].toLocaleString(i18n.language)} {t(`stats.${metric}`)}
              </b>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
