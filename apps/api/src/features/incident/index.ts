import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { incidentBadge } from './badge-queries';
import { seedDemoIncident } from './demo-seed';
import { incidentGuardPack } from './guard-pack';
import { incidentRoutes } from './incident-routes';
import { incidentRefusals } from './refusals';
import { SOS_JOBS } from './sos-jobs';
import { sosRoutes } from './sos-routes';

async function incidentPlugin(app: FastifyInstance, s: AppServices) {
  await incidentRoutes(app, s);
  await sosRoutes(app, s);
}

export const incidentModule = defineFeature({
  key: 'incident',
  plugin: incidentPlugin,
  refusals: incidentRefusals,
  seed: seedDemoIncident,
  jobs: SOS_JOBS,
  guardPack: incidentGuardPack,
  badge: incidentBadge,
});
