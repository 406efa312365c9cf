import { defineFeature } from '../../platform/feature/define-feature';
import { seedDemoAppVersions } from './demo-seed';
import { UTIL_COMMANDS } from './operator-commands';
import { utilRefusals } from './refusals';
import { utilRoutes } from './routes';

/**
 * What the residents' app and the console ask at start: the app's latest version, a phone
 * number's SMS check, feature status with the maintenance window, upload limits, SOS numbers.
 */
export const utilModule = defineFeature({
  key: 'util',
  plugin: utilRoutes,
  refusals: utilRefusals,
  operatorCommands: UTIL_COMMANDS,
  seed: seedDemoAppVersions,
});
