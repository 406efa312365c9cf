import { GUARD_APP_ROLES } from '@cc/contracts/guardos';
import type { Role } from '@cc/contracts/roles';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './refusals';

const mayWork = (role: Role) => (GUARD_APP_ROLES as readonly Role[]).includes(role);

/**
 * The caller's role and its permissions in this community, for a request that passed the
 * community guard; refused (403) for a role that does not work in GuardOS (residents, committee).
 */
export function guardOf(request: FastifyRequest): { role: Role; permissions: ReadonlySet<string> } {
  const { role, community } = request.access;
  if (!mayWork(role)) throw forbidden('NOT_GUARD_APP_ROLE');
  return { role, permissions: community.permissions.get(role) ?? new Set() };
}
