import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoRegulation } from './demo-seed';
import { documentRoutes } from './document-routes';
import { fileRoutes } from './file-routes';
import { REGULATION_JOBS } from './notices';
import { regulationRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { residentRoutes } from './resident-routes';

async function regulationPlugin(app: FastifyInstance, s: AppServices) {
  await documentRoutes(app, s);
  await fileRoutes(app, s);
  await residentRoutes(app, s);
  await reportRoutes(app, s);
}

/** Community rules: documents and their versions, residents' reads and acknowledgements, reports. */
export const regulationModule = defineFeature({
  key: 'regulation',
  plugin: regulationPlugin,
  refusals: regulationRefusals,
  seed: seedDemoRegulation,
  jobs: REGULATION_JOBS,
});
