import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoIssuetracking } from './demo-seed';
import { issuetrackingRefusals } from './refusals';
import { taskRoutes } from './task-routes';

async function issuetrackingPlugin(app: FastifyInstance, s: AppServices) {
  await taskRoutes(app, s);
}

export const issuetrackingModule = defineFeature({
  key: 'issuetracking',
  plugin: issuetrackingPlugin,
  refusals: issuetrackingRefusals,
  seed: seedDemoIssuetracking,
});
