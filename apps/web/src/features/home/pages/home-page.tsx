import { sidebarAreas } from '@cc/contracts/features';
import type { HomeLayout } from '@cc/contracts/home';
import { Button, Tag } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { badgeCountOf, useBadgeSummary } from '../../../shared/badges/badge-summary';
import { dateTimeFormat } from '../../../shared/i18n/date-time-format';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useSession } from '../../../shared/session/use-session';
import { RouteFallback } from '../../../shared/ui/route-fallback';
import { useHomeLayout, useSaveLayout } from '../api/layout';
import { arrangeCards, moveCard, toggleCard } from '../card-order';
import { FeatureCards } from '../components/feature-cards';
import { NeedsNow } from '../components/needs-now';
import '../../../shared/ui/bar-chart.css';
import '../home.css';

/** The chart comes after the figures, in its own chunk (and its drawing in recharts' chunk). */
const NeedsChart = lazy(() => import('../components/needs-chart').then((m) => ({ default: m.NeedsChart })));
/** Shown only while the member arranges the landing. */
const HiddenCards = lazy(() =>
  import('../components/hidden-cards').then((m) => ({ default: m.HiddenCards })),
);
const ReportsTab = lazy(() => import('../reports/reports-tab').then((m) => ({ default: m.ReportsTab })));
const ActivityTab = lazy(() => import('../activity/activity-tab').then((m) => ({ default: m.ActivityTab })));

/**
 * /dashboard: the community and the member's role, what needs them now, then a card per enabled
 * feature in their own order (arranged by buttons, so by keyboard too), then the chart; beside
 * it the reports and, for the office managers, the members' activity.
 */
export function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { communityName, communityType, communityList, communityID, features } = useSession();
  const timeZone = useTimeZone();
  const current = communityList.find((c) => c.communityID === communityID);
  const badges = useBadgeSummary();
  const layout = useHomeLayout();
  const save = useSaveLayout();
  const [arranging, setArranging] = useState(false);
  const [said, setSaid] = useState('');
  const areas = useMemo(() => sidebarAreas(features).filter((a) => a.key !== ''), [features]);
  const cards = useMemo(() => arrangeCards(areas, layout.data), [areas, layout.data]);
  const [params] = useSearchParams();
  const { t: tr } = useTranslation(['report-tab', 'activity-tab']);
  // Activity is the office managers' (SETTING:read, as its operations require).
  const mayActivity = usePermissions().has('SETTING:read');
  if (!communityID) {
    return (
      <section className="cc-card">
        <h1 className="page-title">{t('welcome')}</h1>
        <p>{t('noCommunity')}</p>
      </section>
    );
  }
  const keep = (next: HomeLayout, message: string) => {
    save.mutate(next);
    setSaid(message);
  };
  const nameOf = (key: string) => t(`areas.${key}`);
  const actions = {
    arranging,
    move: (key: string, step: -1 | 1) => {
      const next = moveCard(cards, key, step);
      const at = next.order.indexOf(key) + 1;
      keep(next, t('arrange.moved', { name: nameOf(key), position: at, total: cards.shown.length }));
    },
    hide: (key: string) => keep(toggleCard(cards, key), t('arrange.hidden', { name: nameOf(key) })),
  };
  // Spec: Thai dates in the Buddhist era; Intl's Thai calendar gives it (พ.ศ. 2569).
  const today = dateTimeFormat(i18n.language, timeZone, { dateStyle: 'full' }).format(new Date());
  const overview = (
    <>
      <section className="cc-card home__summary">
        <h1 className="page-title" data-testid="home-community-name">
          {communityName}
        </h1>
        <p className="home__today" data-testid="home-today">
          {today}
        </p>
        <dl className="home__facts">
          <div>
            <dt>{t('type')}</dt>
            <dd>{t(`communityTypes.${communityType}`)}</dd>
          </div>
          <div>
            <dt>{t('role')}</dt>
            <dd>{current ? t(`roles.${current.role}`) : '-'}</dd>
          </div>
        </dl>
      </section>
      <NeedsNow
        items={badges.data}
        isLoading={badges.isLoading}
        error={badges.error}
        retry={() => void badges.refetch()}
      />
      <div className="home__cards-head">
        <h2 className="section-title">{t('features')}</h2>
        {save.isError && <Tag color="error">{t('arrange.failed')}</Tag>}
        <Button
          onClick={() => setArranging((a) => !a)}
          aria-pressed={arranging}
          data-testid="arrange-cards"
          type={arranging ? 'primary' : 'default'}
        >
          {arranging ? t('arrange.done') : t('arrange.start')}
        </Button>
      </div>
      <p className="cc-visually-hidden" aria-live="polite" data-testid="arrange-status">
        {said}
      </p>
      <FeatureCards areas={cards.shown} badges={(key) => badgeCountOf(badges.data, key)} actions={actions} />
      {arranging && (
        <Suspense fallback={null}>
          <HiddenCards
            areas={cards.hidden}
            show={(key) => keep(toggleCard(cards, key), t('arrange.shown', { name: nameOf(key) }))}
          />
        </Suspense>
      )}
      {badges.data && (
        <Suspense fallback={null}>
          <NeedsChart items={badges.data} />
        </Suspense>
      )}
    </>
  );
  const tab = params.get('tab') ?? 'overview';
  // The page's one h1 on these tabs: the community, as on the overview (kept for screen readers).
  const later = (node: ReactNode) => (
    <>
      <h1 className="cc-visually-hidden">{communityName}</h1>
      <Suspense fallback={<RouteFallback />}>{node}</Suspense>
    </>
  );
  // The views are pages of their own (each its own address), so they are links, not tabs: a
  // plain list of links also keeps antd's Tabs out of the console's first load.
  const views = [
    { key: 'overview', label: tr('report-tab:tabs.overview'), node: overview },
    { key: 'reports', label: tr('report-tab:tabs.reports'), node: later(<ReportsTab />) },
    ...(mayActivity
      ? [{ key: 'activity', label: tr('activity-tab:tab'), node: later(<ActivityTab />) }]
      : []),
  ];
  const shown = views.find((v) => v.key === tab) ?? views[0]!;
  return (
    <>
      <nav className="home__views" aria-label={t('views')}>
        {views.map((v) => (
          <Link
            key={v.key}
            to={v.key === 'overview' ? '/dashboard' : `/dashboard?tab=${v.key}`}
            aria-current={v.key === shown.key ? 'page' : undefined}
            className="home__view"
          >
            {v.label}
          </Link>
        ))}
      </nav>
      {shown.node}
    </>
  );
}
