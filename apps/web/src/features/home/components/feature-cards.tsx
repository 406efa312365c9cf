import type { FeatureArea } from '@cc/contracts/features';
import { Badge } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BADGE_MAX } from '../../../shared/badges/badge-summary';
import { useDashboardCard } from '../../../shared/dashboard-cards';
import { areaHref, areaLabelKey } from '../../../shared/registry/area-paths';
import { AreaIcon } from '../../../shared/ui/area-icons';
import { useLiveCard } from './use-live-card';

/** The move and hide buttons load when the member first arranges: most visits never do. */
const CardTools = lazy(() => import('./card-tools').then((m) => ({ default: m.CardTools })));

export interface CardActions {
  /** Whether the move and hide buttons show (the person is arranging the landing). */
  arranging: boolean;
  move(key: string, step: -1 | 1): void;
  hide(key: string): void;
}

interface Props {
  areas: readonly FeatureArea[];
  badges: (key: string) => number;
  actions: CardActions;
}

/** One card per enabled feature, in the person's order, each with its live figures and badge. */
export function FeatureCards({ areas, badges, actions }: Props) {
  const { t } = useTranslation('home');
  return (
    <ul className="home__cards" data-testid="feature-cards">
      {areas.map((a, i) => (
        <FeatureCard
          key={a.key}
          area={a}
          label={t(areaLabelKey(a))}
          count={badges(a.key)}
          first={i === 0}
          last={i === areas.length - 1}
          actions={actions}
        />
      ))}
    </ul>
  );
}

interface CardProps {
  area: FeatureArea;
  label: string;
  count: number;
  first: boolean;
  last: boolean;
  actions: CardActions;
}

/** The card's link, its feature's own live figures below when it has a card, and its controls. */
function FeatureCard({ area, label, count, first, last, actions }: CardProps) {
  const { t } = useTranslation('home');
  const Figures = useDashboardCard(area.key);
  useLiveCard(area, !!Figures);
  return (
    <li className="home__card-item" data-card={area.key}>
      <Link to={areaHref(area)} className="home__card">
        <span className="home__card-icon" aria-hidden="true">
          <AreaIcon name={area.icon} />
        </span>
        <span className="home__card-label">{label}</span>
        {count > 0 && (
          <Badge
            className="home__card-badge"
            count={count}
            overflowCount={BADGE_MAX}
            title={t('card.badge', { count })}
          />
        )}
      </Link>
      {Figures && (
        <Suspense fallback={null}>
          <div className="home__card-figures">
            <Figures />
          </div>
        </Suspense>
      )}
      {actions.arranging && (
        <Suspense fallback={null}>
          <CardTools area={area} label={label} first={first} last={last} actions={actions} />
        </Suspense>
      )}
    </li>
  );
}
