import type { FacilityPreference } from '@cc/contracts/facilitybooking';
import { office } from '@cc/contracts/facilitybooking-op-parts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor, Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communities } from '../../platform/tenancy/tables';
import { facilitySettings } from './tables';

export const DEFAULT_PREFERENCE: FacilityPreference = {
  defaults: {
    slotMinutes: 60,
    advanceDays: 7,
    opensAt: '08:00',
    cancelCutoffMinutes: 120,
    checkInGraceMinutes: 15,
  },
  noShow: { limit: 3, windowDays: 30, suspendDays: 14 },
  approvalExpiryHours: 24,
  reminderMinutes: 60,
};

/**
 * One piece of facility-booking work: a transaction in the community's scope, the community's
 * clock and booking settings, and who is doing it. `isOffice`: the caller's role holds
 * FACILITY_BOOKING:approve (every unit, approvals, the advance window does not bind them).
 * Every verb function takes one; routes only build it.
 */
export interface BookingWork {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  actor: string;
  isOffice: boolean;
  timeZone: string;
  communityName: string;
  preference: FacilityPreference;
  now: Date;
  fileUrl: (stored: string | null) => string | null;
}

export interface BookingCaller {
  userId: string;
  /** Who, as the audit log reads it (an e-mail; `system` for jobs). */
  actor: string;
  isOffice: boolean;
  fileUrl: BookingWork['fileUrl'];
}

export function callerOf(request: FastifyRequest): BookingCaller {
  const held = request.access.community.permissions.get(request.access.role);
  return {
    userId: request.user.id,
    actor: request.user.email,
    isOffice: held?.has('FACILITY_BOOKING:approve') ?? false,
    fileUrl: (stored) => request.server.services.files.url(request.scope, stored),
  };
}

/** The community's settings, or the defaults while it has saved none. */
export async function loadPreference(tx: Executor, scope: CommunityScope): Promise<FacilityPreference> {
  const [row] = await tx.select().from(facilitySettings).where(scope.owns(facilitySettings));
  if (!row) return DEFAULT_PREFERENCE;
  return {
    defaults: {
      slotMinutes: row.slotMinutes,
      advanceDays: row.advanceDays,
      opensAt: row.opensAt,
      cancelCutoffMinutes: row.cancelCutoffMinutes,
      checkInGraceMinutes: row.checkInGraceMinutes,
    },
    noShow: { limit: row.noShowLimit, windowDays: row.noShowWindowDays, suspendDays: row.suspendDays },
    approvalExpiryHours: row.approvalExpiryHours,
    reminderMinutes: row.reminderMinutes,
  };
}

/** Runs `work` in one transaction of the community; it commits when `work` returns. */
export function bookingWork<T>(
  s: AppServices,
  scope: CommunityScope,
  caller: BookingCaller,
  work: (w: BookingWork) => Promise<T>,
): Promise<T> {
  return scope.run(async (tx) => {
    const [c] = await tx
      .select({ name: communities.name, timeZone: communities.timeZone })
      .from(communities)
      .where(eq(communities.id, scope.communityId));
    const preference = await loadPreference(tx, scope);
    return work({
      tx,
      scope,
      s,
      ...caller,
      timeZone: c?.timeZone ?? 'Asia/Bangkok',
      communityName: c?.name ?? scope.communityId,
      preference,
      now: new Date(),
    });
  });
}

/** The same for a request that passed the community guard. */
export const atFacilities = <T>(request: FastifyRequest, work: (w: BookingWork) => Promise<T>): Promise<T> =>
  bookingWork(request.server.services, request.scope, callerOf(request), work);

/** The office's consoles: their calendars and lists follow every change live. */
const WATCHERS = [office.permission!];

/**
 * A change made for a request: once it committed, the office's open consoles are told to
 * refetch (a resident's booking from the app appears on the calendar without a reload).
 */
export async function changeAtFacilities<T>(
  request: FastifyRequest,
  work: (w: BookingWork) => Promise<T>,
): Promise<T> {
  const { done, watchers } = await atFacilities(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(
    request.server.services,
    request.log,
    request.scope.communityId,
    watchers,
    'FACILITY_BOOKING',
    [],
  );
  return done;
}
