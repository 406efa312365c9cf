import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { commentRoutes } from './comment-routes';
import { seedDemoIssuetracking } from './demo-seed';
import { issuetrackingRefusals } from './refusals';

async function issuetrackingPlugin(app: FastifyInstance, s: AppServices) {
  await commentRoutes(app, s);
}

export const issuetrackingModule = defineFeature({
  key: 'issuetracking',
  plugin: issuetrackingPlugin,
  refusals: issuetrackingRefusals,
  seed: seedDemoIssuetracking,
});
