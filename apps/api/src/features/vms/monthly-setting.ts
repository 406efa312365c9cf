import type { MonthlyEmailSetting } from '@cc/contracts/vms-report-ops';
import { recordAudit } from '../../platform/audit/record-audit';
import { localDate } from '../../platform/time/zone-clock';
import { ensureNextMonthly } from './monthly-job';
import { loadMonthlySetting, saveMonthlySetting } from './monthly-queries';
import { badRequest } from './refusals';
import type { VmsWork } from './vms-work';

/**
 * Sets the monthly e-mail, logged with what it was. Switched on, the next 1st's job is written
 * in the same transaction (keyed, so switching on twice writes one).
 */
export async function putMonthlySetting(w: VmsWork, next: MonthlyEmailSetting) {
  const before = await loadMonthlySetting(w.tx, w.scope);
  await saveMonthlySetting(w.tx, w.scope, next);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'vms.report.monthly-email.setting',
    before,
    after: next,
  });
  if (next.enabled) await ensureNextMonthly(w.tx, w.s, w.scope.communityId, w.timeZone, w.now);
  return next;
}

/** Who a month sent now goes to; a month not begun yet, or nobody to mail, is refused. */
export async function recipientsForNow(w: VmsWork, month: string) {
  if (month > localDate(w.now, w.timeZone).slice(0, 7)) throw badRequest('VMS_REPORT_MONTH_AHEAD');
  const setting = await loadMonthlySetting(w.tx, w.scope);
  if (!setting.recipients.length) throw badRequest('VMS_REPORT_NO_RECIPIENTS');
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'vms.report.monthly-email.send',
    target: month,
    after: { recipients: setting.recipients },
  });
  return setting.recipients;
}
