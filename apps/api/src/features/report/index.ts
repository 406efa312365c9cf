import type { FastifyInstance } from 'fastify';
import { defineFeature, type Feature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { trackActivity } from './activity-tracking';
import { seedDemoActivity } from './demo-seed';
import { REPORT_JOBS, startNightlyOnListen } from './nightly-job';
import { reportRefusals } from './refusals';
import { reportRoutes } from './routes';

/**
 * Reports across features: user activity (sign-ins, active days, audit actions) and the
 * committee's monthly report, from the figures each feature registers. It is given the feature
 * list rather than importing any feature; its hooks record activity on every route of the app.
 */
export const reportFeature = (features: () => readonly Feature[]) =>
  defineFeature({
    key: 'report',
    plugin: async (app: FastifyInstance, s: AppServices) => {
      trackActivity(app, s);
      startNightlyOnListen(app, s);
      await reportRoutes(app, s, features);
    },
    refusals: reportRefusals,
    jobs: REPORT_JOBS,
    seed: seedDemoActivity,
  });
