import type { Access, GuardedOperation } from '@cc/contracts/access';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../services';
import { routeOf } from './route-of';

type Hook = (request: FastifyRequest) => Promise<void>;

/** The hooks that enforce an operation's declared access; nothing else decides who may call it. */
export function accessHooks(s: AppServices, access: Access): Hook[] {
  if (access.kind === 'public') return [];
  if (access.kind === 'signed-in') return [s.authenticate];
  return [s.authenticate, s.requireCommunity({ feature: access.feature, permission: access.permission })];
}

/**
 * A route from a guarded contract operation. Access is checked before validation, so a caller
 * without the permission learns nothing about the body the operation expects. `then` runs after
 * the access hooks (reading a multipart upload, say).
 */
export function guardedRoute<O extends GuardedOperation>(
  s: AppServices,
  op: O,
  tags: string[],
  ...then: Hook[]
) {
  return { ...routeOf(op, tags), preValidation: [...accessHooks(s, op.access), ...then] };
}
