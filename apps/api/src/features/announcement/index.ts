import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { announcementBadge } from './badge-queries';
import { seedDemoAnnouncements } from './demo-seed';
import { fileRoutes } from './file-routes';
import { manageRoutes } from './manage-routes';
import { announcementMonthlyFigures } from './monthly-figures-queries';
import { POST_JOBS } from './publish';
import { announcementRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { residentRoutes } from './resident-routes';

/** Announcements: staff write, target, schedule and publish; residents read and thank; reports. */
export async function announcementFeature(app: FastifyInstance, s: AppServices) {
  await manageRoutes(app, s);
  await fileRoutes(app, s);
  await residentRoutes(app, s);
  await reportRoutes(app, s);
}

export const announcementModule = defineFeature({
  key: 'announcement',
  monthlyFigures: announcementMonthlyFigures,
  plugin: announcementFeature,
  refusals: announcementRefusals,
  jobs: POST_JOBS,
  seed: seedDemoAnnouncements,
  badge: announcementBadge,
});
