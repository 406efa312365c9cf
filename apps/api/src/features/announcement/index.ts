import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../platform/services';
import { fileRoutes } from './file-routes';
import { manageRoutes } from './manage-routes';
import { registerPostJobs } from './publish';
import { reportRoutes } from './report-routes';
import { residentRoutes } from './resident-routes';

/** Announcements: staff write, target, schedule and publish; residents read and thank; reports. */
export async function announcementFeature(app: FastifyInstance, s: AppServices) {
  registerPostJobs(s);
  await manageRoutes(app, s);
  await fileRoutes(app, s);
  await residentRoutes(app, s);
  await reportRoutes(app, s);
}
