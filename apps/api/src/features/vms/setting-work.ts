import type { Account, DocumentSetting, UtilityConfig } from '@cc/contracts/vms-admin-settings';
import { recordAudit } from '../../platform/audit/record-audit';
import { communityInfo } from '../../platform/tenancy/community-info';
import { badRequest } from './refusals';
import {
  type AdminSettings,
  loadAdminSettings,
  resetSettings,
  saveOverstay,
  savePart,
} from './setting-queries';
import type { VmsWork } from './vms-work';

const audit = (w: VmsWork, action: string, before: unknown, after: unknown) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action,
    before,
    after,
  });

/** Plates are matched upper case with spaces as typed; the list keeps them the same way. */
export const plateKey = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();

export async function putUtilityConfig(w: VmsWork, input: UtilityConfig): Promise<UtilityConfig> {
  const { overstayMinutes, ...rest } = input;
  const utility = { ...rest, overridePlates: [...new Set(rest.overridePlates.map((p) => p.toUpperCase()))] };
  const before = await savePart(w, 'utility', utility);
  await saveOverstay(w, overstayMinutes);
  const after = await loadAdminSettings(w);
  await audit(w, 'vms.setting.utility-config', before.utility, after.utility);
  return after.utility;
}

export async function putAccount(w: VmsWork, input: Account): Promise<Account> {
  const before = await savePart(w, 'account', input);
  await audit(w, 'vms.setting.account', before.account, input);
  return input;
}

export async function putDocumentSetting(w: VmsWork, input: DocumentSetting): Promise<DocumentSetting> {
  const before = await savePart(w, 'documents', input);
  await audit(w, 'vms.setting.document-setting', before.documents, input);
  return input;
}

/**
 * Every vms setting back to its default, once the caller typed the community's name exactly
 * (spaces around it aside). Visits, stamps, coupons and their batches are kept; the settings
 * before are kept in the audit log.
 */
export async function factoryReset(w: VmsWork, communityName: string): Promise<void> {
  const { communityName: name } = await communityInfo(w.tx, w.scope.communityId);
  if (communityName.trim() !== name.trim()) throw badRequest('VMS_RESET_NAME_MISMATCH');
  const before: AdminSettings = await loadAdminSettings(w);
  await resetSettings(w);
  await audit(w, 'vms.setting.factory-reset', before, await loadAdminSettings(w));
}
