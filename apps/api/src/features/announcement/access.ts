import type { Permission } from '@cc/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/services';
import { roleHolds } from '../../platform/tenancy/permissions';
import { forbidden } from './refusals';

/**
 * A rule beyond one route's guard, read from the community's own matrix like the guard's:
 * publishing takes approve on top of write, which depends on the post, not the route. (The
 * console's pages, read plus write or approve, say so in their contracts' access.)
 */
const holds = (s: AppServices, request: FastifyRequest, permission: Permission) =>
  roleHolds(s.db, request.community.id, request.community.role, permission);

export async function requireApprove(s: AppServices, request: FastifyRequest) {
  if (await holds(s, request, 'ANNOUNCEMENT:approve')) return;
  request.log.warn({ userId: request.user.id }, 'announcement publish refused');
  throw forbidden('APPROVE_DENIED');
}
