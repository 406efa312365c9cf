import type { Feature } from '../platform/feature/define-feature';

/**
 * Every feature, for the composers that ask each one for its part without naming any (the guard
 * app's offline pack, the meeting roll's arrears). Read on first use, not when a module loads: the
 * feature list imports those very modules, so it is not there yet at that time.
 */
let loaded: Promise<readonly Feature[]> | undefined;
export const allFeatures = () => {
  loaded ??= import('./index').then((m) => m.ALL_FEATURES);
  return loaded;
};
