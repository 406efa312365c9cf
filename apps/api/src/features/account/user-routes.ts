import { sessionOps } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { isMemberOf, preferencesOf, savePreferences } from './preference-queries';
import { findProfile, toProfile } from './profile';
import { badRequest } from './refusals';

export async function userRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, sessionOps.userInfo, ['account']),
    handler: async (request) => {
      const user = await findProfile(s.db, request.user.id);
      return {
        isSuccess: true as const,
        userID: user.email,
        profile: toProfile(user, s.files),
        errorMessage: null,
      };
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.userPreferences, ['account']),
    handler: async (request) => {
      return { isSuccess: true as const, preferences: await preferencesOf(s.db, request.user.id) };
    },
  });

  r.route({
    ...guardedRoute(s, sessionOps.updatePreferences, ['account']),
    handler: async (request) => {
      const userId = request.user.id;
      const community = request.body.preferences.find((p) => p.key === 'current-community');
      if (community && !(await isMemberOf(s.db, userId, community.value))) throw badRequest('NOT_A_MEMBER');
      await savePreferences(s.db, userId, request.body.preferences);
      return { isSuccess: true as const };
    },
  });
}
