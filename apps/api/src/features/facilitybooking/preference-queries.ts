import type { FacilityPreference } from '@cc/contracts/facilitybooking';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { facilitySettings } from './tables';

export async function savePreferenceRow(tx: Executor, scope: CommunityScope, p: FacilityPreference) {
  const values = {
    slotMinutes: p.defaults.slotMinutes,
    advanceDays: p.defaults.advanceDays,
    opensAt: p.defaults.opensAt,
    cancelCutoffMinutes: p.defaults.cancelCutoffMinutes,
    checkInGraceMinutes: p.defaults.checkInGraceMinutes,
    noShowLimit: p.noShow.limit,
    noShowWindowDays: p.noShow.windowDays,
    suspendDays: p.noShow.suspendDays,
    approvalExpiryHours: p.approvalExpiryHours,
    reminderMinutes: p.reminderMinutes,
    updatedAt: new Date(),
  };
  await tx
    .insert(facilitySettings)
    .values({ communityId: scope.communityId, ...values })
    .onConflictDoUpdate({ target: facilitySettings.communityId, set: values });
}
