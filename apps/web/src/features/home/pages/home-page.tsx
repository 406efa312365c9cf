import { sidebarAreas } from '@cc/contracts/features';
import { Descriptions, Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../../../shared/session/use-permissions';
import { useSession } from '../../../shared/session/use-session';
import { FeatureCards } from '../components/feature-cards';
import '../../../shared/ui/bar-chart.css';
import '../home.css';

const ReportsTab = lazy(() => import('../reports/reports-tab').then((m) => ({ default: m.ReportsTab })));
const ActivityTab = lazy(() => import('../activity/activity-tab').then((m) => ({ default: m.ActivityTab })));

/** /dashboard: the current community, its type, the user's role there, and its features. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { communityName, communityType, communityList, communityID, features } = useSession();
  const current = communityList.find((c) => c.communityID === communityID);
  const areas = sidebarAreas(features).filter((a) => a.key !== '');
  const [params, setParams] = useSearchParams();
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
  const overview = (
    <>
      <section className="cc-card home__summary">
        <h1 className="page-title" data-testid="home-community-name">
          {communityName}
        </h1>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'type', label: t('type'), children: t(`communityTypes.${communityType}`) },
            { key: 'role', label: t('role'), children: current ? t(`roles.${current.role}`) : '-' },
          ]}
        />
      </section>
      <h2 className="section-title">{t('features')}</h2>
      <FeatureCards areas={areas} />
    </>
  );
  const tab = params.get('tab') ?? 'overview';
  // The page's one h1 on these tabs: the community, as on the overview (kept for screen readers).
  const later = (node: ReactNode) => (
    <>
      <h1 className="cc-visually-hidden">{communityName}</h1>
      <Suspense fallback={<Skeleton active />}>{node}</Suspense>
    </>
  );
  return (
    <Tabs
      activeKey={tab === 'activity' && !mayActivity ? 'overview' : tab}
      onChange={(key) => setParams(key === 'overview' ? {} : { tab: key })}
      items={[
        { key: 'overview', label: tr('report-tab:tabs.overview'), children: overview },
        { key: 'reports', label: tr('report-tab:tabs.reports'), children: later(<ReportsTab />) },
        ...(mayActivity
          ? [{ key: 'activity', label: tr('activity-tab:tab'), children: later(<ActivityTab />) }]
          : []),
      ]}
    />
  );
}
