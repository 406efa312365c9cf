import type { AppointmentSetting, SlaSetting } from '@cc/contracts/repair-records';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { loadSettings } from './setting-queries';
import type { WorkingTime } from './working-time';

/**
 * One piece of repair work: a transaction in the community's scope, its clock and repair
 * settings, and who is doing it. `isOffice`: the caller's role holds REPAIR_REQUEST:approve (all
 * requests, settings, reports); without it the caller is a resident, who reaches only the
 * requests of their own units. Every verb function takes one; routes only build it.
 */
export interface RepairWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  actor: string;
  isOffice: boolean;
  timeZone: string;
  communityName: string;
  appointment: AppointmentSetting;
  sla: SlaSetting;
  /** The SLA clock's working time: the settings on the community's clock. */
  working: WorkingTime;
  now: Date;
  fileUrl: (stored: string | null) => string | null;
}

export interface RepairCaller {
  userId: string;
  actor: string;
  isOffice: boolean;
  fileUrl: RepairWork['fileUrl'];
}

export function callerOf(request: FastifyRequest): RepairCaller {
  const held = request.access.community.permissions.get(request.access.role);
  return {
    userId: request.user.id,
    actor: request.user.email,
    isOffice: held?.has('REPAIR_REQUEST:approve') ?? false,
    fileUrl: (stored) => request.server.services.files.url(request.scope, stored),
  };
}

/** Runs `work` in one transaction of the community; it commits when `work` returns. */
export function repairWork<T>(
  s: AppServices,
  scope: CommunityScope,
  caller: RepairCaller,
  work: (w: RepairWork) => Promise<T>,
): Promise<T> {
  return scope.run(async (tx) => {
    const [c] = await tx
      .select({ name: communities.name, timeZone: communities.timeZone })
      .from(communities)
      .where(eq(communities.id, scope.communityId));
    const timeZone = c?.timeZone ?? 'Asia/Bangkok';
    const { appointment, sla } = await loadSettings(tx, scope);
    return work({
      tx,
      scope,
      s,
      ...caller,
      timeZone,
      communityName: c?.name ?? scope.communityId,
      appointment,
      sla,
      working: { ...sla, timeZone },
      now: new Date(),
    });
  });
}

export const atRepair = <T>(request: FastifyRequest, work: (w: RepairWork) => Promise<T>): Promise<T> =>
  repairWork(request.server.services, request.scope, callerOf(request), work);

/**
 * A change made for a request: once it committed, the office's open consoles are told to
 * refetch (a resident's new request appears in the list without a reload).
 */
export async function changeAtRepair<T>(
  request: FastifyRequest,
  work: (w: RepairWork) => Promise<T>,
): Promise<T> {
  const { done, watchers } = await atRepair(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, ['REPAIR_REQUEST:approve']),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'REPAIR_REQUEST',
    [],
  );
  return done;
}
