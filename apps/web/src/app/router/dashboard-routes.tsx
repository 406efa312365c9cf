import { FEATURE_AREAS, type FeatureArea, isAreaEnabled } from '@cc/contracts/features';
import { Suspense, useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '../../shared/session/use-session';
import { RouteFallback } from '../../shared/ui/route-fallback';
import { NotFoundContent } from '../pages/not-found-page';
import { pageFor } from './page-registry';
import { UnderConstructionPage } from './under-construction-page';

function AreaPage({ area, route }: { area: FeatureArea; route: string }) {
  const Page = pageFor(area.key, route);
  return Page ? <Page /> : <UnderConstructionPage area={area} />;
}

/**
 * The /dashboard routes, generated from the registry and the current community's flags: a
 * disabled feature's routes are simply not registered, so its URL falls to the not-found page.
 */
export function DashboardRoutes() {
  const { features } = useSession();
  const { pathname } = useLocation();
  const routes = useMemo(
    () =>
      FEATURE_AREAS.filter((a) => isAreaEnabled(a, features)).flatMap((area) =>
        area.routes.map((route) =>
          route === '' ? (
            <Route key={`${area.key}:index`} index element={<AreaPage area={area} route={route} />} />
          ) : (
            <Route
              key={`${area.key}:${route}`}
              path={route}
              element={<AreaPage area={area} route={route} />}
            />
          ),
        ),
      ),
    [features],
  );
  return (
    // Keyed by path: each page's lazy load shows the fallback rather than the previous page.
    <Suspense key={pathname} fallback={<RouteFallback />}>
      <Routes>
        {routes}
        <Route path="*" element={<NotFoundContent />} />
      </Routes>
    </Suspense>
  );
}
