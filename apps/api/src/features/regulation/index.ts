import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoRegulation } from './demo-seed';
import { itemRoutes } from './item-routes';
import { regulationRefusals } from './refusals';

async function regulationPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const regulationModule = defineFeature({
  key: 'regulation',
  plugin: regulationPlugin,
  refusals: regulationRefusals,
  seed: seedDemoRegulation,
});
