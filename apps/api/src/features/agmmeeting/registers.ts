import type { Lang } from '@cc/contracts/i18n';
import type { Row } from 'write-excel-file/node';
import { localStamp } from '../../platform/time/zone-clock';
import { meetingItems } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { meetingRow } from './meeting-queries';
import { listRoll } from './roll';
import { millionthsText, SHEET_TEXTS } from './sheet-texts';
import { listVotes } from './votes';

const head = (value: string) => ({ value, fontWeight: 'bold' as const });

/** The roll as a sheet: unit, owners, ratio, weight, cap, eligibility, reason, attendance. */
export async function rollSheet(w: AgmmeetingWork, meetingId: string, lang: Lang) {
  const t = SHEET_TEXTS[lang];
  const roll = await listRoll(w, meetingId);
  const data: Row[] = [
    [t.unit, t.owners, t.ratio, t.weight, t.capped, t.eligible, t.reason, t.present, t.mode].map(head),
    ...roll.entries.map((e) => [
      { value: e.unitNo },
      { value: e.owners.map((o) => o.name).join(', ') },
      { value: millionthsText(e.directoryWeight) },
      { value: millionthsText(e.weight) },
      { value: e.capped ? t.yes : t.no },
      { value: e.eligible ? t.yes : t.no },
      { value: e.overrideReason ?? '' },
      { value: e.present ? t.yes : t.no },
      { value: e.attendanceMode ? t[e.attendanceMode] : '' },
    ]),
  ] as Row[];
  return [{ sheet: t.roll, data }];
}

/** The register of the votes that count, per item and unit. */
export async function voteSheet(w: AgmmeetingWork, meetingId: string, lang: Lang) {
  const t = SHEET_TEXTS[lang];
  const m = await meetingRow(w, meetingId);
  const votes = await listVotes(w, m.id);
  const items = new Map((await meetingItems(w, m.id)).map((i) => [i.id, i]));
  const data: Row[] = [
    [t.item, t.unit, t.choice, t.weight, t.channel, t.by, t.at].map(head),
    ...votes.map((v) => {
      const item = items.get(v.itemID);
      const candidates = item?.candidates
        .filter((c) => v.candidateIDs.includes(c.candidateID))
        .map((c) => c.name);
      return [
        { value: item ? `${item.seq}. ${item.title}` : '' },
        { value: v.unitNo },
        { value: v.choice ? t[v.choice] : (candidates ?? []).join(', ') },
        { value: millionthsText(v.weight) },
        { value: t[v.channel] },
        { value: v.castBy.name },
        { value: localStamp(new Date(v.castAt), w.timeZone) },
      ];
    }),
  ] as Row[];
  return [{ sheet: t.votes, data }];
}
