import { sessionOps } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { authenticatePassword, rotateRefreshToken, startSession } from './sign-in';
import { redeemSignInCode } from './social/sign-in-code';

export async function tokenRoutes(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, sessionOps.token, ['account']),
    handler: async (request) => {
      const body = request.body;
      if (body.grant_type === 'refresh_token') return rotateRefreshToken(s, body.refresh_token);
      // The code a social sign-in's callback handed the console: the same session as a password's.
      if (body.grant_type === 'authorization_code')
        return startSession(s, await redeemSignInCode(s, body.code));
      const key = `${body.username.toLowerCase()}|${request.ip}`;
      await s.limits.signIn.check(key);
      try {
        const user = await authenticatePassword(s, body.username, body.password);
        await s.limits.signIn.reset(key);
        request.log.info({ username: body.username, userId: user.id, outcome: 'success' }, 'sign-in attempt');
        return startSession(s, user);
      } catch (err) {
        await s.limits.signIn.hit(key);
        request.log.warn({ username: body.username, outcome: 'refused' }, 'sign-in attempt');
        throw err;
      }
    },
  });
}
