import {
  ACCOUNT_DEFAULT,
  type Account,
  DOCUMENT_SETTING_DEFAULT,
  type DocumentSetting,
  UTILITY_CONFIG_DEFAULT,
  type UtilityConfig,
} from '@cc/contracts/vms-admin-settings';
import { OVERSTAY_MINUTES_DEFAULT } from '@cc/contracts/vms-records';
import { loadGate } from './settings-queries';
import { vmsAdminSettings, vmsSettings } from './tables';
import type { VmsWork } from './vms-work';

export interface AdminSettings {
  utility: UtilityConfig;
  account: Account;
  documents: DocumentSetting;
}

type Part = 'utility' | 'account' | 'documents';

/** The office's settings, each part its default until set; the overstay minutes are the gate's one column. */
export async function loadAdminSettings(w: VmsWork): Promise<AdminSettings> {
  const gate = await loadGate(w);
  const [row] = await w.tx.select().from(vmsAdminSettings).where(w.scope.owns(vmsAdminSettings));
  const { overstayMinutes: _, ...utilityDefault } = UTILITY_CONFIG_DEFAULT;
  return {
    utility: { ...utilityDefault, ...row?.utility, overstayMinutes: gate.overstayMinutes },
    account: row?.account ?? ACCOUNT_DEFAULT,
    documents: row?.documents ?? DOCUMENT_SETTING_DEFAULT,
  };
}

/** Writes one part (the row made on first use); answers the settings before, for the audit log. */
export async function savePart<P extends Part>(
  w: VmsWork,
  part: P,
  value: NonNullable<(typeof vmsAdminSettings.$inferInsert)[P]>,
): Promise<AdminSettings> {
  const before = await loadAdminSettings(w);
  await w.tx
    .insert(vmsAdminSettings)
    .values({ communityId: w.scope.communityId, [part]: value, updatedAt: w.now })
    .onConflictDoUpdate({ target: vmsAdminSettings.communityId, set: { [part]: value, updatedAt: w.now } });
  return before;
}

/** The one overstay column the fee setting writes too. */
export async function saveOverstay(w: VmsWork, overstayMinutes: number) {
  await loadGate(w);
  await w.tx.update(vmsSettings).set({ overstayMinutes, updatedAt: w.now }).where(w.scope.owns(vmsSettings));
}

/**
 * Every setting back to its default: fee rules and overstay minutes (the ID secret is kept, so
 * hashes already stored still recognise a returning visitor) and the office's settings.
 */
export async function resetSettings(w: VmsWork) {
  await loadGate(w);
  await w.tx
    .update(vmsSettings)
    .set({ feeRules: null, overstayMinutes: OVERSTAY_MINUTES_DEFAULT, updatedAt: w.now })
    .where(w.scope.owns(vmsSettings));
  await w.tx.delete(vmsAdminSettings).where(w.scope.owns(vmsAdminSettings));
}
