import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { guardosRefusals } from './refusals';
import { guardosRoutes } from './routes';

/** GuardOS's own operations: who works the phone, and the pack it keeps for a shift offline. */
async function guardosPlugin(app: FastifyInstance, s: AppServices) {
  await guardosRoutes(app, s);
}

export const guardosModule = defineFeature({
  key: 'guardos',
  plugin: guardosPlugin,
  refusals: guardosRefusals,
});
