import type { Lang } from '@cc/contracts/i18n';
import type { VisitReport } from '@cc/contracts/vms-report-ops';
import { communityScope } from '../../platform/db/community-scope';
import { XLSX_TYPE, xlsxBytes } from '../../platform/files/spreadsheet';
import type { MailMessage } from '../../platform/mail/mailer';
import type { AppServices } from '../../platform/services';
import { communityInfo } from '../../platform/tenancy/community-info';
import { claimMonthlySend, loadMonthlySetting, releaseMonthlySend } from './monthly-queries';
import { reportBetweenDates, spanOf } from './report-between-dates';
import { monthDays } from './report-months';
import { sheetVisits } from './report-queries';
import { REPORT_TEXTS, reportSheets } from './report-sheet';

const baht = (satang: number) =>
  (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The summary the mail's body reads: the figures, then the fees by payment method. */
function summaryText(community: string, month: string, r: VisitReport, lang: Lang) {
  const t = REPORT_TEXTS[lang];
  const k = r.totals;
  return [
    community,
    t.intro.replace('{month}', month),
    '',
    `${t.visits}: ${k.visits}`,
    `${t.withVehicle}: ${k.withVehicle}`,
    `${t.feeBaht}: ${baht(k.feeSatang)}`,
    ...r.payments.map((p) => `  ${t[p.paymentMethod]}: ${p.visits} · ${baht(p.feeSatang)}`),
    `${t.forcedOut}: ${k.forcedOut}`,
    `${t.overstays}: ${k.overstays}`,
    `${t.inside}: ${k.inside}`,
  ].join('\n');
}

/**
 * A month's report as a mail without its address: the summary in the body, the sheet attached.
 * Read in one transaction of the community, so body and sheet tell the same story.
 */
export async function monthlyMail(
  s: AppServices,
  communityID: string,
  month: string,
  lang: Lang,
): Promise<Omit<MailMessage, 'to'> & { recipients: string[]; enabled: boolean }> {
  const scope = communityScope(s.db, communityID);
  const { from, to } = monthDays(month);
  const t = REPORT_TEXTS[lang];
  return scope.run(async (tx) => {
    const info = await communityInfo(tx, communityID);
    const w = { tx, scope, timeZone: info.timeZone, now: new Date() };
    const report = await reportBetweenDates(w, from, to);
    const rows = await sheetVisits(w, spanOf(from, to, w.timeZone));
    const bytes = await xlsxBytes(reportSheets(report, rows, w.timeZone, lang));
    const setting = await loadMonthlySetting(tx, scope);
    return {
      ...setting,
      subject: `${t.subject.replace('{month}', month)} · ${info.communityName}`,
      text: summaryText(info.communityName, month, report, lang),
      attachments: [
        {
          filename: `visitors-${month}.xlsx`,
          contentType: XLSX_TYPE,
          contentBase64: bytes.toString('base64'),
        },
      ],
    };
  });
}

/**
 * The job's mails: one per address, each after the row that records it is committed, so a run
 * again after a failure half-way mails only the addresses not yet reached. A send that fails
 * gives its row back and fails the run, for the runner to try again.
 */
export async function mailMonthOnce(s: AppServices, communityID: string, month: string) {
  const mail = await monthlyMail(s, communityID, month, 'th');
  if (!mail.enabled) return 0;
  const scope = communityScope(s.db, communityID);
  let sent = 0;
  for (const to of mail.recipients) {
    if (!(await scope.run((tx) => claimMonthlySend(tx, scope, month, to)))) continue;
    try {
      await s.mailer.send({ to, subject: mail.subject, text: mail.text, attachments: mail.attachments });
      sent++;
    } catch (e) {
      await scope.run((tx) => releaseMonthlySend(tx, scope, month, to));
      throw e;
    }
  }
  return sent;
}
