import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemoTutorial } from './demo-seed';
import { fileRoutes } from './file-routes';
import { TUTORIAL_COMMANDS } from './operator-commands';
import { tutorialRefusals } from './refusals';
import { tutorialRoutes } from './tutorial-routes';

async function tutorialPlugin(app: FastifyInstance, s: AppServices) {
  await tutorialRoutes(app, s);
  await fileRoutes(app, s);
}

/** Tutorials: videos, illustrated guides and PR files, the community's own and the operator's. */
export const tutorialModule = defineFeature({
  key: 'tutorial',
  plugin: tutorialPlugin,
  refusals: tutorialRefusals,
  operatorCommands: TUTORIAL_COMMANDS,
  seed: seedDemoTutorial,
});
