import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { repairBadge } from './badge-queries';
import { seedDemoRepair } from './demo-seed';
import { repairMonthlyFigures } from './monthly-figures-queries';
import { officeRoutes } from './office-routes';
import { officeViewRoutes } from './office-view-routes';
import { pricingRoutes } from './pricing-routes';
import { printRoutes } from './print-routes';
import { repairRefusals } from './refusals';
import { REPAIR_JOBS } from './repair-jobs';
import { residentRoutes } from './resident-routes';
import { resultsRoutes } from './results-routes';
import { settingRoutes } from './setting-routes';

async function repairPlugin(app: FastifyInstance, s: AppServices) {
  await settingRoutes(app, s);
  await officeRoutes(app, s);
  await officeViewRoutes(app, s);
  await residentRoutes(app, s);
  await pricingRoutes(app, s);
  await resultsRoutes(app, s);
  await printRoutes(app, s);
}

export const repairModule = defineFeature({
  key: 'repair',
  monthlyFigures: repairMonthlyFigures,
  plugin: repairPlugin,
  refusals: repairRefusals,
  seed: seedDemoRepair,
  jobs: REPAIR_JOBS,
  badge: repairBadge,
});
