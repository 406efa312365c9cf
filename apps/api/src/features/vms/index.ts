import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { vmsBadge } from './badge-queries';
import { seedDemoCoupons } from './coupon-demo-seed';
import { couponRoutes } from './coupon-routes';
import { dashboardRoutes } from './dashboard-routes';
import { seedDemoVms } from './demo-seed';
import { feeRoutes } from './fee-routes';
import { vmsGuardPack } from './guard-pack';
import { MONTHLY_JOBS, startMonthlyOnListen } from './monthly-job';
import { seedDemoPasses } from './pass-demo-seed';
import { passRoutes } from './pass-routes';
import { vmsRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { RETENTION_JOBS, startRetentionOnListen } from './retention-job';
import { seedDemoVmsSettings } from './setting-demo-seed';
import { settingRoutes } from './setting-routes';
import { unitRoutes } from './unit-routes';
import { visitorRoutes } from './visitor-routes';

async function vmsPlugin(app: FastifyInstance, s: AppServices) {
  await visitorRoutes(app, s);
  await feeRoutes(app, s);
  await couponRoutes(app, s);
  await unitRoutes(app, s);
  await passRoutes(app, s);
  await dashboardRoutes(app, s);
  await settingRoutes(app, s);
  startRetentionOnListen(app, s);
  await reportRoutes(app, s);
  startMonthlyOnListen(app, s);
}

export const vmsModule = defineFeature({
  key: 'vms',
  plugin: vmsPlugin,
  refusals: vmsRefusals,
  jobs: { ...RETENTION_JOBS, ...MONTHLY_JOBS },
  guardPack: vmsGuardPack,
  badge: vmsBadge,
  seed: async (tx, ctx) => {
    await seedDemoVms(tx, ctx);
    await seedDemoCoupons(tx, ctx);
    await seedDemoPasses(tx, ctx);
    await seedDemoVmsSettings(tx, ctx);
  },
});
