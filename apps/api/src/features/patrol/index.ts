import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { patrolBadge } from './badge-queries';
import { checkpointRoutes } from './checkpoint-routes';
import { seedDemoPatrol } from './demo-seed';
import { patrolGuardPack } from './guard-pack';
import { planRoutes } from './plan-routes';
import { patrolRefusals } from './refusals';
import { reportRoutes } from './report-routes';
import { PATROL_JOBS, startPatrolOnListen } from './round-jobs';
import { roundRoutes } from './round-routes';

async function patrolPlugin(app: FastifyInstance, s: AppServices) {
  await checkpointRoutes(app, s);
  await planRoutes(app, s);
  await roundRoutes(app, s);
  await reportRoutes(app, s);
  startPatrolOnListen(app, s);
}

export const patrolModule = defineFeature({
  key: 'patrol',
  plugin: patrolPlugin,
  refusals: patrolRefusals,
  jobs: PATROL_JOBS,
  seed: seedDemoPatrol,
  guardPack: patrolGuardPack,
  badge: patrolBadge,
});
