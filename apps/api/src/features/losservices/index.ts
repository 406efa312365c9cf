import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoLosservices } from './demo-seed';
import { itemRoutes } from './item-routes';
import { losservicesRefusals } from './refusals';

async function losservicesPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const losservicesModule = defineFeature({
  key: 'losservices',
  plugin: losservicesPlugin,
  refusals: losservicesRefusals,
  seed: seedDemoLosservices,
});
