import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoTutorial } from './demo-seed';
import { itemRoutes } from './item-routes';
import { tutorialRefusals } from './refusals';

async function tutorialPlugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const tutorialModule = defineFeature({
  key: 'tutorial',
  plugin: tutorialPlugin,
  refusals: tutorialRefusals,
  seed: seedDemoTutorial,
});
