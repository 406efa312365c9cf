import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoRecycling } from './demo-seed';
import { itemRoutes } from './item-routes';
import { recyclingRefusals } from './refusals';

async function recyclingPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const recyclingModule = defineFeature({
  key: 'recycling',
  plugin: recyclingPlugin,
  refusals: recyclingRefusals,
  seed: seedDemoRecycling,
});
