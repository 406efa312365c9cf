import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { suggestionBadge } from './badge-queries';
import { seedDemoSuggestion } from './demo-seed';
import { officeRoutes } from './office-routes';
import { suggestionRefusals } from './refusals';
import { residentRoutes } from './resident-routes';
import { settingRoutes } from './setting-routes';
import { SUGGESTION_JOBS } from './suggestion-jobs';

async function suggestionPlugin(app: FastifyInstance, s: AppServices) {
  await residentRoutes(app, s);
  await officeRoutes(app, s);
  await settingRoutes(app, s);
}

export const suggestionModule = defineFeature({
  key: 'suggestion',
  plugin: suggestionPlugin,
  refusals: suggestionRefusals,
  seed: seedDemoSuggestion,
  jobs: SUGGESTION_JOBS,
  badge: suggestionBadge,
});
