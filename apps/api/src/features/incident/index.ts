import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoIncident } from './demo-seed';
import { incidentRoutes } from './incident-routes';
import { incidentRefusals } from './refusals';

async function incidentPlugin(app: FastifyInstance, s: AppServices) {
  await incidentRoutes(app, s);
}

export const incidentModule = defineFeature({
  key: 'incident',
  plugin: incidentPlugin,
  refusals: incidentRefusals,
  seed: seedDemoIncident,
});
