import type { Permission } from '@cc/contracts/roles';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import type { AppServices } from '../../../platform/services';
import { communityTimeZone } from '../../../platform/tenancy/community-info';

/**
 * One piece of car work: a transaction in the community's scope and who does it. `isStaff` is
 * whether the caller's role holds DIRECTORY:write (the office works every car; anyone else only
 * their own units'). `atGate` is whether the role looks up any car: the office, the committee
 * (DIRECTORY:read) and the guards (VMS_NITI:write). A resident holds VMS_NITI:read for their own
 * visitors, and a plate must not tell them where a stranger lives, so their lookup answers only
 * their own units' cars. Every service function of the car register takes one.
 */
export interface CarWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  actor: string;
  isStaff: boolean;
  atGate: boolean;
  timeZone: string;
  now: Date;
}

/** Roles holding any of these look up every car at the gate. */
const GATE_PERMISSIONS: readonly Permission[] = ['DIRECTORY:write', 'DIRECTORY:read', 'VMS_NITI:write'];

/** Runs `work` in one transaction of the community, for a request that passed the community guard. */
export function atCars<T>(request: FastifyRequest, work: (w: CarWork) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      isStaff: held?.has('DIRECTORY:write') ?? false,
      atGate: GATE_PERMISSIONS.some((p) => held?.has(p)),
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
    }),
  );
}
