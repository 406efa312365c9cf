import type { FeatureArea } from '@cc/contracts/features';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardCard } from '../../../shared/dashboard-cards';
import { areaHref, areaLabelKey } from '../../../shared/registry/area-paths';
import { AreaIcon } from '../../../shared/ui/area-icons';

/** One card per enabled feature, linking to it; later issues put live figures on them. */
export function FeatureCards({ areas }: { areas: readonly FeatureArea[] }) {
  const { t } = useTranslation('home');
  return (
    <ul className="home__cards" data-testid="feature-cards">
      {areas.map((a) => (
        <FeatureCard key={a.key} area={a} label={t(areaLabelKey(a))} />
      ))}
    </ul>
  );
}

/** The card's link, and below it the feature's own live figures when it has a card. */
function FeatureCard({ area, label }: { area: FeatureArea; label: string }) {
  const Figures = useDashboardCard(area.key);
  return (
    <li className="home__card-item">
      <Link to={areaHref(area)} className="home__card">
        <span className="home__card-icon" aria-hidden="true">
          <AreaIcon name={area.icon} />
        </span>
        <span className="home__card-label">{label}</span>
      </Link>
      {Figures && (
        <Suspense fallback={null}>
          <div className="home__card-figures">
            <Figures />
          </div>
        </Suspense>
      )}
    </li>
  );
}
