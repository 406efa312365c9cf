import { ArrowDownOutlined, ArrowUpOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import type { FeatureArea } from '@cc/contracts/features';
import { Badge, Button } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BADGE_MAX } from '../../../shared/badges/badge-summary';
import { useDashboardCard } from '../../../shared/dashboard-cards';
import { areaHref, areaLabelKey } from '../../../shared/registry/area-paths';
import { AreaIcon } from '../../../shared/ui/area-icons';
import { useLiveCard } from './use-live-card';

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
      {/* The buttons stay focusable at the ends (a no-op there), so focus never drops off a card being moved. */}
      {actions.arranging && (
        <div className="home__card-tools">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('arrange.upNamed', { name: label })}
            title={t('arrange.up')}
            aria-disabled={first}
            onClick={() => actions.move(area.key, -1)}
            data-testid={`move-up-${area.key}`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('arrange.downNamed', { name: label })}
            title={t('arrange.down')}
            aria-disabled={last}
            onClick={() => actions.move(area.key, 1)}
            data-testid={`move-down-${area.key}`}
          />
          <Button
            size="small"
            icon={<EyeInvisibleOutlined />}
            aria-label={t('arrange.hideNamed', { name: label })}
            title={t('arrange.hide')}
            onClick={() => actions.hide(area.key)}
            data-testid={`hide-${area.key}`}
          />
        </div>
      )}
    </li>
  );
}
