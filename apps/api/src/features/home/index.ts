import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { badgeRoutes } from './badge-routes';
import { layoutRoutes } from './layout-routes';

/**
 * The landing page's API: each person's card layout and the badges of every feature. A platform
 * feature rather than the registry's '' area: it owns no featureEnum, refuses only with the
 * platform's codes, and composes the other features' counters without being one of them.
 */
export async function homeFeature(app: FastifyInstance, s: AppServices) {
  layoutRoutes(app, s);
  badgeRoutes(app, s);
}

export const homeModule = defineFeature({ key: 'home', plugin: homeFeature });
