import { EyeOutlined, HeartOutlined, TeamOutlined } from '@ant-design/icons';
import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLOR } from '../../../shared/ui/brand';

interface Stats {
  views: number;
  uniqueReaders: number;
  thanks: number;
  audienceSize: number;
  reach: number;
}

export const percent = (reach: number) => Math.round(reach * 1000) / 10;

/** Views, unique readers, thanks, and reach (readers over the audience when it was published). */
export function PostStats({ stats, compact }: { stats: Stats; compact?: boolean }) {
  const { t, i18n } = useTranslation('announcement');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className={`post-stats${compact ? ' post-stats--compact' : ''}`} data-testid="post-stats">
      <span title={t('stats.views')}>
        <EyeOutlined /> <span className="post-stats__label">{t('stats.views')}</span>{' '}
        <b data-testid="stat-views">{n(stats.views)}</b>
      </span>
      <span title={t('stats.readers')}>
        <TeamOutlined /> <span className="post-stats__label">{t('stats.readers')}</span>{' '}
        <b data-testid="stat-readers">{n(stats.uniqueReaders)}</b>
      </span>
      <span title={t('stats.thanks')}>
        <HeartOutlined /> <span className="post-stats__label">{t('stats.thanks')}</span>{' '}
        <b data-testid="stat-thanks">{n(stats.thanks)}</b>
      </span>
      <Tooltip
        title={t('stats.reachOf', { readers: n(stats.uniqueReaders), audience: n(stats.audienceSize) })}
      >
        <span className="post-stats__reach">
          <span className="post-stats__label">{t('stats.reach')}</span>
          <Progress
            percent={percent(stats.reach)}
            size="small"
            strokeColor={PRIMARY_COLOR}
            format={(p) => `${p}%`}
            aria-label={t('stats.reach')}
          />
        </span>
      </Tooltip>
    </div>
  );
}
