import { type Import, importsOf } from './import-graph';
import { isCode, listFiles } from './source-files';

/** Where a file sits in the architecture; decides what it may import. */
export type Place =
  | { app: 'api' | 'web'; layer: 'feature'; feature: string }
  | { app: 'api' | 'web'; layer: 'plumbing' | 'composition' }
  | { app: 'contracts'; layer: 'contracts' }
  | { app: 'other'; layer: 'other' };

/** The trees the rules cover, repo-relative. */
export const CHECKED_TREES = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];

/**
 * api `platform/` and web `shared/` are plumbing: every feature may use them, so they may not
 * use a feature. api `features/index.ts`, app.ts, seed, operator, cli and test helpers, and web
 * `app/` and main.tsx compose features, so they may import any of them, and nothing below them
 * may import `app/`.
 */
export function placeOf(path: string): Place {
  const m = /^apps\/(api|web)\/src\/(.*)$/.exec(path);
  if (m) {
    const app = m[1] as 'api' | 'web';
    const feature = /^features\/([^/]+)\//.exec(m[2]!);
    if (feature) return { app, layer: 'feature', feature: feature[1]! };
    const plumbing = app === 'api' ? 'platform/' : 'shared/';
    return { app, layer: m[2]!.startsWith(plumbing) ? 'plumbing' : 'composition' };
  }
  if (path.startsWith('packages/contracts/src/')) return { app: 'contracts', layer: 'contracts' };
  return { app: 'other', layer: 'other' };
}

/** Why an import breaks a boundary, or null when it is allowed. */
export function breach(from: Place, to: Place): string | null {
  if (from.app === 'contracts' && (to.app === 'api' || to.app === 'web')) {
    return 'contracts are shared by both apps and may not import either';
  }
  if ((from.app === 'api' && to.app === 'web') || (from.app === 'web' && to.app === 'api')) {
    return 'the apps share only through contracts';
  }
  if (from.app === 'web' && to.app === 'web' && to.layer === 'composition' && from.layer !== 'composition') {
    return 'app/ composes features and shared; they may not import it';
  }
  if (from.app !== to.app || to.layer !== 'feature') return null;
  if (from.layer === 'feature' && from.feature !== to.feature) {
    return `features/${from.feature} imports features/${to.feature}: share through ${from.app === 'api' ? 'platform' : 'shared'} or contracts`;
  }
  if (from.layer === 'plumbing') return `${from.app === 'api' ? 'platform' : 'shared'} imports a feature`;
  return null;
}

export interface Breach extends Import {
  why: string;
}

/** Every import in the checked trees under `root` that crosses a boundary. */
export function findBreaches(root: string): Breach[] {
  const files = CHECKED_TREES.flatMap((tree) => listFiles(root, tree)).filter(isCode);
  return files.flatMap((file) =>
    importsOf(root, file).flatMap((i) => {
      const why = i.to === null ? null : breach(placeOf(i.from), placeOf(i.to));
      return why ? [{ ...i, why }] : [];
    }),
  );
}

export const describeBreach = (b: Breach) => `${b.from} -> ${b.specifier}: ${b.why}`;
