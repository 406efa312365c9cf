import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { activityRoutes } from './activity-routes';
import { parcelBadge } from './badge';
import { changeRoutes } from './change-routes';
import { seedDemoParcels } from './demo-seed';
import { importRoutes } from './import/import-routes';
import { listRoutes } from './list-routes';
import { parcelMonthlyFigures } from './monthly-figures-queries';
import { printRoutes } from './print-routes';
import { receiveRoutes } from './receive-routes';
import { parcelRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { residentRoutes } from './resident-routes';
import { searchRoutes } from './search-routes';
import { settingsRoutes } from './settings-routes';

/**
 * Parcels (issue 6): the desk receives, notifies, prints notices, hands out, returns; imports
 * files; searches, logs and reports; and residents see their own parcels and ask for more time.
 * Operations and their access are in @cc/contracts/parcel-ops; the life of a parcel is in
 * parcel-state.ts.
 */
export async function parcelFeature(app: FastifyInstance, s: AppServices) {
  await receiveRoutes(app, s);
  await listRoutes(app, s);
  await changeRoutes(app, s);
  await printRoutes(app, s);
  await searchRoutes(app, s);
  await activityRoutes(app, s);
  await importRoutes(app, s);
  await reportRoutes(app, s);
  await settingsRoutes(app, s);
  await residentRoutes(app, s);
}

export const parcelModule = defineFeature({
  key: 'parcel',
  monthlyFigures: parcelMonthlyFigures,
  plugin: parcelFeature,
  refusals: parcelRefusals,
  seed: seedDemoParcels,
  badge: parcelBadge,
});
