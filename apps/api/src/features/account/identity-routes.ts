import { sessionOps } from '@cc/contracts/session';
import { type SignInIdentityType, userIdentityOps } from '@cc/contracts/user-identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { addIdentity } from './add-identity';
import { isOwnIdentity, linkedIdentities, signInWays } from './identities';
import { findUser } from './profile';
import { removeIdentity } from './remove-identity';
import { sendIdentityCode } from './send-identity-code';

/**
 * Both identity checks answer only about the caller's own account: a signed-in user learns
 * whether an identity is already one of theirs, and nobody learns whether someone else has it.
 */
async function checkOwn(
  s: AppServices,
  request: FastifyRequest,
  query: { userIdentity: string; identityType: SignInIdentityType },
) {
  await s.limits.identityCheck.check(request.user.id);
  await s.limits.identityCheck.hit(request.user.id);
  const exists = await isOwnIdentity(s.db, request.user.id, query.identityType, query.userIdentity);
  return { isSuccess: true as const, data: { exists } };
}

export async function identityRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, sessionOps.identityCheck, ['account']),
    handler: (request) => checkOwn(s, request, request.query),
  });
  r.route({
    ...guardedRoute(s, userIdentityOps.check, ['account']),
    handler: (request) => checkOwn(s, request, request.query),
  });
  r.route({
    ...guardedRoute(s, userIdentityOps.verify, ['account']),
    handler: (request) => sendIdentityCode(s, request.user.id, request.body),
  });
  r.route({
    ...guardedRoute(s, userIdentityOps.list, ['account']),
    handler: async (request) => {
      const user = await findUser(s.db, request.user.id);
      return { isSuccess: true as const, items: signInWays(user, await linkedIdentities(s.db, user.id)) };
    },
  });
  r.route({
    ...guardedRoute(s, userIdentityOps.add, ['account']),
    handler: (request) => addIdentity(s, request.user.id, request.body.verificationID, request.body.code),
  });
  r.route({
    ...guardedRoute(s, userIdentityOps.remove, ['account']),
    handler: (request) =>
      removeIdentity(s, request.user.id, request.body.identityType, request.body.userIdentity),
  });
}
