import type { Access, GuardedOperation } from '@cc/contracts/access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertClient } from '../auth/client-credentials';
import type { AppServices } from '../services';
import { type CommunityDefault, isCommunityDefault } from './community-default';
import { communityKeyCheck } from './community-key';
import { routeOf } from './route-of';

type Hook = (request: FastifyRequest) => Promise<void>;

/**
 * The hooks that enforce an operation's declared access; nothing else decides who may call it.
 * `before` run between authentication and the community guard (a community default).
 */
export function accessHooks(
  s: AppServices,
  access: Access,
  op?: GuardedOperation,
  before: Hook[] = [],
): Hook[] {
  if (access.kind === 'public' || access.kind === 'client') return [];
  if (access.kind === 'signed-in') return [s.authenticate];
  const rule = {
    feature: access.feature,
    permission: access.permission,
    anyOf: access.anyOf,
    allowSuspended: access.whileSuspended,
  };
  return [s.authenticate, ...before, ...(op ? [communityKeyCheck(op)] : []), s.requireCommunity(rule)];
}

/**
 * An OAuth client is checked on arrival, before the body is read: a wrong client learns nothing.
 * What a client operation answers (tokens, or a refusal of them) is never kept by a cache on the
 * way (RFC 6749 5.1), so the headers are set before anything can answer.
 */
const clientHooks = (s: AppServices, access: Access) =>
  access.kind === 'client'
    ? {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          reply.header('cache-control', 'no-store');
          reply.header('pragma', 'no-cache');
          assertClient(request.headers.authorization, {
            id: s.config.OAUTH_CLIENT_ID,
            secret: s.config.OAUTH_CLIENT_SECRET,
          });
        },
      }
    : {};

/**
 * A route from a guarded contract operation. Access is checked before validation, so a caller
 * without the permission learns nothing about the body the operation expects. `then` runs after
 * the access hooks (reading a multipart upload, say); a `communityDefault(...)` among them runs
 * before the community guard instead, to supply the community a payload leaves out.
 */
export function guardedRoute<O extends GuardedOperation>(
  s: AppServices,
  op: O,
  tags: string[],
  ...then: (Hook | CommunityDefault)[]
) {
  const before = then.filter(isCommunityDefault).map((d) => d.communityDefault);
  const after = then.filter((h): h is Hook => !isCommunityDefault(h));
  return {
    ...routeOf(op, tags),
    ...clientHooks(s, op.access),
    preValidation: [...accessHooks(s, op.access, op, before), ...after],
  };
}
