import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { agendaRoutes } from './agenda-routes';
import { attendanceRoutes } from './attendance-routes';
import { agmBadge } from './badge-queries';
import { seedDemoAgmmeeting } from './demo-seed';
import { meetingRoutes } from './meeting-routes';
import { minutesRoutes } from './minutes-routes';
import { noticeRoutes } from './notice-routes';
import { petitionRoutes } from './petition-routes';
import { agmmeetingRefusals } from './refusals';
import { residentRoutes } from './resident-routes';
import { rollRoutes } from './roll-routes';

async function agmmeetingPlugin(app: FastifyInstance, s: AppServices) {
  await meetingRoutes(app, s);
  await agendaRoutes(app, s);
  await rollRoutes(app, s);
  await attendanceRoutes(app, s);
  await residentRoutes(app, s);
  await noticeRoutes(app, s);
  await minutesRoutes(app, s);
  await petitionRoutes(app, s);
}

export const agmmeetingModule = defineFeature({
  key: 'agmmeeting',
  plugin: agmmeetingPlugin,
  refusals: agmmeetingRefusals,
  seed: seedDemoAgmmeeting,
  badge: agmBadge,
});
