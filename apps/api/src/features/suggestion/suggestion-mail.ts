import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { claimSend, loadSetting, releaseSend } from './setting-queries';
import { digestTime } from './suggestion-jobs';
import { authorsOf, findSuggestion, type SuggestionRow, writtenBetween } from './suggestion-queries';

type Authors = Awaited<ReturnType<typeof authorsOf>>;

/** One suggestion as a mail reads it: an anonymous one names nobody and no unit. */
function mailLines(row: SuggestionRow, a: Authors, timeZone: string) {
  const by = row.anonymous
    ? 'ไม่ระบุตัวตน (anonymous)'
    : [
        (row.authorUserId && a.names.get(row.authorUserId)) || '',
        row.unitId && a.unitNos.get(row.unitId) ? `ห้อง ${a.unitNos.get(row.unitId)}` : '',
      ]
        .filter(Boolean)
        .join(' ');
  const when = new Date(row.createdAt).toLocaleString('th-TH', { timeZone });
  return [`[${row.category}] ${row.title}`, `${when} · ${by}`, row.text, ''].join('\n');
}

/** Addresses per category, as the e-mail setting lists them. */
const addressesOf = (recipients: { category: string; addresses: string[] }[]) => {
  const out = new Map<string, Set<string>>();
  for (const r of recipients)
    for (const a of r.addresses)
      out.set(a.toLowerCase(), (out.get(a.toLowerCase()) ?? new Set()).add(r.category));
  return out;
};

/**
 * Sends one mail per address, each after the row that records it is committed: an address
 * already recorded is skipped, so running the job again never mails anyone twice. A send that
 * fails gives its row back, so the retry sends that one (and only that one) again.
 */
async function sendOnce(
  s: AppServices,
  communityID: string,
  about: string,
  mails: { to: string; subject: string; text: string }[],
) {
  const scope = communityScope(s.db, communityID);
  for (const m of mails) {
    if (!(await scope.run((tx) => claimSend(tx, scope, about, m.to)))) continue;
    try {
      await s.mailer.send(m);
    } catch (e) {
      await scope.run((tx) => releaseSend(tx, scope, about, m.to));
      throw e;
    }
  }
}

export async function mailNewOne(s: AppServices, communityID: string, suggestionID: string) {
  const scope = communityScope(s.db, communityID);
  const found = await scope.run(async (tx) => {
    const row = await findSuggestion(tx, scope, suggestionID).catch(() => null);
    if (!row || row.state === 'DELETED') return null;
    return {
      row,
      mail: (await loadSetting(tx, scope)).mail,
      authors: await authorsOf(tx, scope, [row]),
      timeZone: await communityTimeZone(tx, communityID),
    };
  });
  if (!found) return;
  const { row, mail, authors, timeZone } = found;
  const to = [...addressesOf(mail.recipients)].filter(([, cats]) => cats.has(row.category)).map(([a]) => a);
  const text = `มีข้อเสนอแนะใหม่ / A new suggestion\n\n${mailLines(row, authors, timeZone)}`;
  await sendOnce(
    s,
    communityID,
    `new:${row.id}`,
    to.map((address) => ({ to: address, subject: `ข้อเสนอแนะใหม่: ${row.title}`, text })),
  );
}

/** The 08:00 digest of `day`: what was written in the 24 hours before, per address's categories. */
export async function mailDigest(s: AppServices, communityID: string, day: string) {
  const scope = communityScope(s.db, communityID);
  const { rows, mail, authors, timeZone } = await scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, communityID);
    const rows = await writtenBetween(
      tx,
      scope,
      digestTime(addDays(day, -1), timeZone),
      digestTime(day, timeZone),
    );
    return {
      rows,
      mail: (await loadSetting(tx, scope)).mail,
      authors: await authorsOf(tx, scope, rows),
      timeZone,
    };
  });
  const mails = [...addressesOf(mail.recipients)].flatMap(([address, cats]) => {
    const mine = rows.filter((r) => cats.has(r.category));
    if (!mine.length) return [];
    return [
      {
        to: address,
        subject: `สรุปข้อเสนอแนะ ${localDate(digestTime(day, timeZone), timeZone)} (${mine.length})`,
        text: mine.map((r) => mailLines(r, authors, timeZone)).join('\n'),
      },
    ];
  });
  await sendOnce(s, communityID, `digest:${day}`, mails);
}
