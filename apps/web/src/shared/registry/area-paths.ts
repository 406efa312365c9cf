import { FEATURE_AREAS, type FeatureArea } from '@cc/contracts/features';

/** Where an area's sidebar item and dashboard card link to. */
export const areaHref = (a: FeatureArea): string => (a.key ? `/dashboard/${a.key}` : '/dashboard');

/** The translation key of an area's name; the landing page has an empty key. */
export const areaLabelKey = (a: FeatureArea): string => `areas.${a.key || 'home'}`;

const staticPart = (route: string) => route.split('/:')[0]!;

/**
 * The area a /dashboard path belongs to, by its longest matching registry route, so the sidebar
 * highlights "parcel" on /dashboard/parcelimport and "directory" on /dashboard/directory/room/7.
 */
export function areaForPath(pathname: string): FeatureArea | undefined {
  const rest = pathname.replace(/^\/dashboard\/?/, '').replace(/\/$/, '');
  let best: { area: FeatureArea; length: number } | undefined;
  for (const area of FEATURE_AREAS) {
    for (const route of area.routes) {
      const base = staticPart(route);
      const hit = rest === base || (base !== '' && rest.startsWith(`${base}/`));
      if (hit && (!best || base.length > best.length)) best = { area, length: base.length };
    }
  }
  return best?.area;
}
