import type { FeatureBadge } from '@cc/contracts/home';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BADGE_MAX } from '../../../shared/badges/badge-summary';
import { formatNumber } from '../../../shared/i18n/format-time';

interface Props {
  items: readonly FeatureBadge[] | undefined;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
}

/**
 * "Needs you now": every count of things the member may act on, largest first, each a link to
 * the page that deals with it. Shares of a count (overdue among waiting) show beside it.
 */
export function NeedsNow({ items, isLoading, error, retry }: Props) {
  const { t } = useTranslation('home');
  const rows = (items ?? [])
    .flatMap((b) => b.parts.map((p) => ({ ...p, key: b.key })))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count);
  return (
    <section className="cc-card home__needs" aria-labelledby="home-needs-title" data-testid="needs-now">
      <h2 id="home-needs-title" className="section-title">
        {t('needs.title')}
      </h2>
      {/* Plain states, not antd's Skeleton, Alert and Empty: this panel is in the dashboard's first load. */}
      {isLoading ? (
        <p className="home__needs-state" aria-busy="true">
          {t('needs.loading')}
        </p>
      ) : error ? (
        <p className="home__needs-state home__needs-state--error" role="alert">
          {t('needs.error')}{' '}
          <Button size="small" onClick={retry}>
            {t('needs.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className="home__needs-state" data-testid="needs-empty">
          {t('needs.empty')}
        </p>
      ) : (
        <ul className="home__needs-list" aria-live="polite">
          {rows.map((r) => (
            <li key={`${r.key}.${r.name}`}>
              <Link
                to={r.target}
                className={`home__need${r.partOf ? ' home__need--alert' : ''}`}
                data-testid={`need-${r.key}-${r.name}`}
              >
                <span className="home__need-text">
                  {t(`needs.parts.${r.key}.${r.name}`, { defaultValue: t(`areas.${r.key}`) })}
                </span>
                <Badge
                  count={r.count}
                  overflowCount={BADGE_MAX}
                  showZero={false}
                  color={r.partOf ? '#b42318' : '#00695c'}
                  title={formatNumber(r.count)}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
