import { accountOps } from '@cc/contracts/account-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { changePassword } from './change-password';
import { publicProfile } from './public-profile';
import { revokeToken } from './revoke-token';

/** Sign-out, password change and a fellow member's public profile. */
export async function sessionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, accountOps.revoke, ['account']),
    handler: (request) => revokeToken(s, request.body.token, request.body.token_type_hint),
  });
  r.route({
    ...guardedRoute(s, accountOps.passwordChange, ['account']),
    handler: (request) =>
      changePassword(s, request.user, request.body.currentPassword, request.body.newPassword),
  });
  r.route({
    ...guardedRoute(s, accountOps.profilePublic, ['account']),
    handler: (request) => publicProfile(s, request.query.communityID, request.query.userID),
  });
}
