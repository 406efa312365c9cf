import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoIssuetracking } from './demo-seed';
import { issuetrackingRefusals } from './refusals';
import { reportRoutes } from './report-routes';

async function issuetrackingPlugin(app: FastifyInstance, s: AppServices) {
  await reportRoutes(app, s);
}

export const issuetrackingModule = defineFeature({
  key: 'issuetracking',
  plugin: issuetrackingPlugin,
  refusals: issuetrackingRefusals,
  seed: seedDemoIssuetracking,
});
