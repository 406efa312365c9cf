import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoLosservices } from './demo-seed';
import { PARTNER_COMMANDS } from './operator-commands';
import { keyOf } from './partner-link';
import { partnerRoutes } from './partner-routes';
import { losservicesRefusals } from './refusals';
import { requestRoutes } from './request-routes';
import { serviceRoutes } from './service-routes';

async function losservicesPlugin(app: FastifyInstance, s: AppServices) {
  await keyOf(s.db);
  await serviceRoutes(app, s);
  await requestRoutes(app, s);
  await partnerRoutes(app, s);
}

/** Extra services: always on, guarded by the LOS_SERVICES permission key instead of a flag. */
export const losservicesModule = defineFeature({
  key: 'losservices',
  plugin: losservicesPlugin,
  refusals: losservicesRefusals,
  seed: seedDemoLosservices,
  operatorCommands: PARTNER_COMMANDS,
});
