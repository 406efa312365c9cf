import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppearance } from '../../features/appearance/appearance-store';
import { LAYOUT_BACKGROUNDS, SIDEBAR_THEMES, TOPBAR_THEMES } from '../../features/appearance/theme-options';
import { queryClient } from '../../shared/api/query-client';
import { DashboardCardsContext } from '../../shared/dashboard-cards';
import { ReportSectionsContext } from '../../shared/report-sections';
import { DashboardRoutes } from '../router/dashboard-routes';
import { cardFor, REPORT_SECTIONS } from '../router/page-registry';
import { SuspensionDialog } from '../usage/suspension-dialog';
import { useUsageStatus } from '../usage/use-usage-status';
import { ContentErrorBoundary } from './content-error-boundary';
import { FeatureBanners } from './feature-banners';
import { FooterBar } from './footer-bar';
import { SIDEBAR_RAIL, SIDEBAR_WIDTH, SideBar } from './side-bar';
import { TopBar } from './top-bar';
import { useSidebar } from './use-sidebar';
import './shell.css';

const SettingsPanel = lazy(() =>
  import('../../features/appearance/components/settings-panel').then((m) => ({ default: m.SettingsPanel })),
);

/** The signed-in console: top bar, registry-driven sidebar, routed content, footer. */
export function DashboardShell() {
  // The query cache and antd's App (message and modal hooks that follow the theme and locale)
  // belong to the signed-in console only.
  return (
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <DashboardCardsContext.Provider value={cardFor}>
          <ReportSectionsContext.Provider value={REPORT_SECTIONS}>
            <Shell />
          </ReportSectionsContext.Provider>
        </DashboardCardsContext.Provider>
      </AntApp>
    </QueryClientProvider>
  );
}

function Shell() {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();
  const sidebar = useSidebar();
  const suspended = useUsageStatus();
  const [appearance] = useAppearance();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const mobile = sidebar.viewport === 'mobile';
  const slot = mobile ? 0 : sidebar.collapsed ? SIDEBAR_RAIL : SIDEBAR_WIDTH;
  return (
    <div className="shell" style={{ background: LAYOUT_BACKGROUNDS[appearance.layout] }}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <TopBar
        sidebar={sidebar}
        swatch={TOPBAR_THEMES[appearance.topbar]}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <div className="shell__body">
        <div className="shell__sider-slot" style={{ width: slot }} />
        <SideBar sidebar={sidebar} swatch={SIDEBAR_THEMES[appearance.sidebar]} />
        {mobile && !sidebar.collapsed && (
          <div className="shell__mask" onClick={sidebar.close} aria-hidden="true" />
        )}
        <div className="shell__main">
          <main id="main" className="shell__content" tabIndex={-1}>
            <ContentErrorBoundary resetKey={pathname}>
              <DashboardRoutes />
            </ContentErrorBoundary>
          </main>
          <FooterBar />
        </div>
      </div>
      <FeatureBanners />
      <SuspensionDialog open={suspended} />
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsPanel onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
