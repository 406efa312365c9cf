import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { issueBadge } from './badge-queries';
import { commentRoutes } from './comment-routes';
import { ISSUE_JOBS } from './deadline-job-kinds';
import { seedDemoIssuetracking } from './demo-seed';
import { groupRoutes } from './group-routes';
import { issueMonthlyFigures } from './monthly-figures-queries';
import { startMorningsOnListen } from './morning-start';
import { issuetrackingRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { settingsRoutes } from './settings-routes';
import { taskRoutes } from './task-routes';

async function issuetrackingPlugin(app: FastifyInstance, s: AppServices) {
  await groupRoutes(app, s);
  await settingsRoutes(app, s);
  await taskRoutes(app, s);
  await reportRoutes(app, s);
  await commentRoutes(app, s);
  startMorningsOnListen(app, s);
}

export const issuetrackingModule = defineFeature({
  key: 'issuetracking',
  monthlyFigures: issueMonthlyFigures,
  plugin: issuetrackingPlugin,
  refusals: issuetrackingRefusals,
  seed: seedDemoIssuetracking,
  jobs: ISSUE_JOBS,
  badge: issueBadge,
});
