/** Prints the first registry feature area the API has not built yet (its entry is still null). */
import { AREA_FEATURES } from '../../apps/api/src/features/index';
import { FEATURE_AREAS } from '../../packages/contracts/src/features';

const unbuilt = FEATURE_AREAS.find(
  (a) => a.permissionKey && AREA_FEATURES[a.key as keyof typeof AREA_FEATURES] === null,
);
console.log(unbuilt?.key ?? '');
