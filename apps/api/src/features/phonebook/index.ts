import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { categoryRoutes } from './category-routes';
import { seedDemoPhonebook } from './demo-seed';
import { entryRoutes } from './entry-routes';
import { phonebookRefusals } from './refusals';

/** The community's useful numbers: categories and entries, in the office's order. */
export async function phonebookFeature(app: FastifyInstance, s: AppServices) {
  await categoryRoutes(app, s);
  await entryRoutes(app, s);
}

export const phonebookModule = defineFeature({
  key: 'phonebook',
  plugin: phonebookFeature,
  refusals: phonebookRefusals,
  seed: seedDemoPhonebook,
});
