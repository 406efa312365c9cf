import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoAgmmeeting } from './demo-seed';
import { itemRoutes } from './item-routes';
import { agmmeetingRefusals } from './refusals';

async function agmmeetingPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const agmmeetingModule = defineFeature({
  key: 'agmmeeting',
  plugin: agmmeetingPlugin,
  refusals: agmmeetingRefusals,
  seed: seedDemoAgmmeeting,
});
