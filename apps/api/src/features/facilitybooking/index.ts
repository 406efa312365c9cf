import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { facilityBadge } from './badge-queries';
import { BOOKING_JOBS } from './booking-jobs';
import { bookingRoutes } from './booking-routes';
import { seedDemoFacilitybooking } from './demo-seed';
import { eventRoutes } from './event-routes';
import { facilityRoutes } from './facility-routes';
import { facilityMonthlyFigures } from './monthly-figures-queries';
import { facilitybookingRefusals } from './refusals';

async function facilitybookingPlugin(app: FastifyInstance, s: AppServices) {
  await facilityRoutes(app, s);
  await bookingRoutes(app, s);
  await eventRoutes(app, s);
}

export const facilitybookingModule = defineFeature({
  key: 'facilitybooking',
  monthlyFigures: facilityMonthlyFigures,
  plugin: facilitybookingPlugin,
  refusals: facilitybookingRefusals,
  seed: seedDemoFacilitybooking,
  jobs: BOOKING_JOBS,
  badge: facilityBadge,
});
