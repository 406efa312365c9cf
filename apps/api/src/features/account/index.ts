import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { handoverRoutes } from './handover-routes';
import { identityRoutes } from './identity-routes';
import { passwordRoutes } from './password-routes';
import { profileRoutes } from './profile-routes';
import { accountRefusals } from './refusals';
import { sessionRoutes } from './session-routes';
import { socialRoutes } from './social/social-routes';
import { tokenRoutes } from './token-routes';
import { userRoutes } from './user-routes';

/** Sign-in (with a password or a social provider), the user's own account, and the hand-over to the guard app. */
export async function accountFeature(app: FastifyInstance, s: AppServices) {
  await tokenRoutes(app, s);
  await userRoutes(app, s);
  await profileRoutes(app, s);
  await passwordRoutes(app, s);
  await handoverRoutes(app, s);
  await sessionRoutes(app, s);
  await identityRoutes(app, s);
  await socialRoutes(app, s);
}

export const accountModule = defineFeature({
  key: 'account',
  plugin: accountFeature,
  refusals: accountRefusals,
});
