import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoCoupons } from './coupon-demo-seed';
import { couponRoutes } from './coupon-routes';
import { seedDemoVms } from './demo-seed';
import { feeRoutes } from './fee-routes';
import { MONTHLY_JOBS, startMonthlyOnListen } from './monthly-job';
import { vmsRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { visitorRoutes } from './visitor-routes';

async function vmsPlugin(app: FastifyInstance, s: AppServices) {
  await visitorRoutes(app, s);
  await feeRoutes(app, s);
  await couponRoutes(app, s);
  await reportRoutes(app, s);
  startMonthlyOnListen(app, s);
}

export const vmsModule = defineFeature({
  key: 'vms',
  plugin: vmsPlugin,
  refusals: vmsRefusals,
  jobs: MONTHLY_JOBS,
  seed: async (tx, ctx) => {
    await seedDemoVms(tx, ctx);
    await seedDemoCoupons(tx, ctx);
  },
});
