import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { balanceRoutes } from './balance-routes';
import { seedDemoRecycling } from './demo-seed';
import { kindRoutes } from './kind-routes';
import { recordRoutes } from './record-routes';
import { recyclingRefusals } from './refusals';
import { reportRoutes } from './report-routes';

/**
 * The waste bank (API and reports only): the console never shows the area; the API serves the
 * residents' app and the office while the community's stored RECYCLING switch is on.
 */
async function recyclingPlugin(app: FastifyInstance, s: AppServices) {
  await kindRoutes(app, s);
  await recordRoutes(app, s);
  await balanceRoutes(app, s);
  await reportRoutes(app, s);
}

export const recyclingModule = defineFeature({
  key: 'recycling',
  plugin: recyclingPlugin,
  refusals: recyclingRefusals,
  seed: seedDemoRecycling,
});
