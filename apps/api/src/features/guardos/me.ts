import type { GuardMe } from '@cc/contracts/guardos';
import type { FastifyRequest } from 'fastify';
import { guardOf } from './guard-work';
import { whoAndWhere } from './guardos-queries';

/** Who works the phone, with which rights, where, and the server's clock to set the phone's against. */
export async function guardMe(request: FastifyRequest): Promise<GuardMe> {
  const { role, permissions } = guardOf(request);
  const { user, community } = await request.scope.run((tx) =>
    whoAndWhere(tx, request.user.id, request.scope.communityId),
  );
  return {
    userID: user.email,
    name: `${user.firstname} ${user.lastname}`.trim() || user.email,
    role,
    permissions: [...permissions].sort(),
    serverTime: new Date().toISOString(),
    communityName: community.name,
    timeZone: community.timeZone,
  };
}
