import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoPatrol } from './demo-seed';
import { itemRoutes } from './item-routes';
import { patrolRefusals } from './refusals';

async function patrolPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const patrolModule = defineFeature({
  key: 'patrol',
  plugin: patrolPlugin,
  refusals: patrolRefusals,
  seed: seedDemoPatrol,
});
