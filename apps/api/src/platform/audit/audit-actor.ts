import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from './record-audit';

/** Who is acting in this request, for recordAudit: the signed-in user, in the guarded community. */
export function actorOf(request: FastifyRequest): Pick<AuditEntry, 'communityId' | 'actorUserId' | 'actor'> {
  return {
    communityId: request.community?.id ?? null,
    actorUserId: request.user.id,
    actor: request.user.email,
  };
}
