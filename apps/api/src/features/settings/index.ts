import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { aclRoutes } from './acl-routes';
import { communityProfileRoutes } from './community-profile-routes';
import { contactRoutes } from './contact-routes';
import { seedDemoContacts } from './demo-seed';
import { featureRoutes } from './feature-routes';
import { permissionRoutes } from './permission-routes';
import { settingsRefusals } from './refusals';

/** Community information and settings: details, contact, feature switches, the permission matrix, access lists. */
export async function settingFeature(app: FastifyInstance, s: AppServices) {
  await communityProfileRoutes(app, s);
  await contactRoutes(app, s);
  await featureRoutes(app, s);
  await permissionRoutes(app, s);
  await aclRoutes(app, s);
}

export const settingsModule = defineFeature({
  key: 'settings',
  plugin: settingFeature,
  refusals: settingsRefusals,
  seed: seedDemoContacts,
});
