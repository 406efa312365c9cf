import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoIssuetracking } from './demo-seed';
import { issuetrackingRefusals } from './refusals';

async function issuetrackingPlugin(_app: FastifyInstance, _s: AppServices) {}

export const issuetrackingModule = defineFeature({
  key: 'issuetracking',
  plugin: issuetrackingPlugin,
  refusals: issuetrackingRefusals,
  seed: seedDemoIssuetracking,
});
