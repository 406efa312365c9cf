import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoFacilitybooking } from './demo-seed';
import { itemRoutes } from './item-routes';
import { facilitybookingRefusals } from './refusals';

async function facilitybookingPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const facilitybookingModule = defineFeature({
  key: 'facilitybooking',
  plugin: facilitybookingPlugin,
  refusals: facilitybookingRefusals,
  seed: seedDemoFacilitybooking,
});
