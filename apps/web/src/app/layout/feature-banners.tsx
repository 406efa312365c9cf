import { sidebarAreas } from '@cc/contracts/features';
import { Suspense, useMemo } from 'react';
import { useSession } from '../../shared/session/use-session';
import { BUILT_MANIFESTS } from '../router/page-registry';

/**
 * The banners of the areas the community has (the sidebar's own rule), over every page: each
 * feature decides when its banner shows; the shell names none.
 */
export function FeatureBanners() {
  const { features } = useSession();
  const banners = useMemo(() => {
    const shown = new Set(sidebarAreas(features).map((a) => a.key));
    return BUILT_MANIFESTS.filter((m) => m.banner && shown.has(m.key));
  }, [features]);
  return (
    <>
      {banners.map(({ key, banner: Banner }) =>
        Banner ? (
          <Suspense key={key} fallback={null}>
            <Banner />
          </Suspense>
        ) : null,
      )}
    </>
  );
}
