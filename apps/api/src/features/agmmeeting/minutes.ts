import type { AgmMeetingDetail, AgmMinutes, AgmMinutesLanguage } from '@cc/contracts/agmmeeting';
import type { AgmMinutesDraft } from '@cc/contracts/agmmeeting-inputs';
import { eq } from 'drizzle-orm';
import { renderPdf } from '../../platform/pdf/pdf-setup';
import { meetingItems } from './agenda-queries';
import { type AgmmeetingWork, auditAgm } from './agmmeeting-work';
import { type MeetingRow, meetingDetail, meetingRow } from './meeting-queries';
import { expectState } from './meetings';
import { minutesDocument } from './minutes-pdf';
import { attendanceMap, communityHeading } from './minutes-queries';
import { conflict, notFound } from './refusals';
import { rollRows } from './roll-queries';
import { agmItems, agmMeetings } from './tables';
import { tallyContext } from './tally';

/** Minutes are written from the session on, and locked once published. */
const WRITABLE = ['IN_SESSION', 'CLOSED', 'NO_QUORUM'] as const;

function expectWritable(m: MeetingRow) {
  if (m.state === 'MINUTES_PUBLISHED') throw conflict('AGM_MINUTES_LOCKED');
  expectState(m, ...WRITABLE);
}

export async function getMinutes(w: AgmmeetingWork, meetingId: string): Promise<AgmMinutes> {
  const m = await meetingRow(w, meetingId);
  const items = await meetingItems(w, m.id);
  const text = m.minutes ?? { opening: '', closing: '', signatures: [] };
  return {
    meetingID: m.id,
    opening: text.opening,
    closing: text.closing,
    items: items.map((i) => ({ itemID: i.id, seq: i.seq, title: i.title, note: i.minutesNote })),
    signatures: text.signatures,
    updatedAt: m.minutesUpdatedAt?.toISOString() ?? null,
    publishedAt: m.minutesPublishedAt?.toISOString() ?? null,
  };
}

/** The secretary's notes per item, the opening and closing, the signatures (until published). */
export async function saveMinutes(
  w: AgmmeetingWork,
  input: Omit<AgmMinutesDraft, 'communityID'>,
): Promise<AgmMinutes> {
  const m = await meetingRow(w, input.meetingID, true);
  expectWritable(m);
  const items = new Set((await meetingItems(w, m.id)).map((i) => i.id));
  for (const n of input.items ?? []) if (!items.has(n.itemID)) throw notFound('AGM_ITEM_NOT_FOUND');
  for (const n of input.items ?? []) {
    await w.tx
      .update(agmItems)
      .set({ minutesNote: n.note ?? '' })
      .where(w.scope.owns(agmItems, eq(agmItems.id, n.itemID)));
  }
  await w.tx
    .update(agmMeetings)
    .set({
      minutes: {
        opening: input.opening ?? '',
        closing: input.closing ?? '',
        signatures: input.signatures ?? [],
      },
      minutesUpdatedAt: w.now,
      updatedAt: w.now,
    })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  await auditAgm(w, 'minutes.draft', m.id, input);
  return getMinutes(w, m.id);
}

/** The minutes as PDF bytes in Thai (Buddhist-era dates) or English. */
export async function minutesPdf(
  w: AgmmeetingWork,
  meetingId: string,
  lang: AgmMinutesLanguage,
): Promise<Uint8Array> {
  const m = await meetingRow(w, meetingId);
  expectState(m, ...WRITABLE, 'MINUTES_PUBLISHED');
  const doc = minutesDocument(
    {
      community: await communityHeading(w.tx, w.scope.communityId),
      meeting: m,
      minutes: m.minutes ?? { opening: '', closing: '', signatures: [] },
      items: await meetingItems(w, m.id),
      ctx: await tallyContext(w, m),
      roll: await rollRows(w.tx, w.scope, m.id),
      attendance: await attendanceMap(w.tx, w.scope, m.id),
      timeZone: w.timeZone,
    },
    lang,
  );
  return renderPdf(doc);
}

/** Locks the minutes of a closed meeting; the owners on its roll are told after the commit. */
export async function publishMinutes(
  w: AgmmeetingWork,
  meetingId: string,
): Promise<{ detail: AgmMeetingDetail; owners: string[] }> {
  const m = await meetingRow(w, meetingId, true);
  if (m.state === 'MINUTES_PUBLISHED') throw conflict('AGM_MINUTES_LOCKED');
  expectState(m, 'CLOSED', 'NO_QUORUM');
  await w.tx
    .update(agmMeetings)
    .set({ state: 'MINUTES_PUBLISHED', minutesPublishedAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, m.id)));
  w.touched.add(m.id);
  await auditAgm(w, 'minutes.publish', m.id, { publishedAt: w.now.toISOString() });
  const owners = (await rollRows(w.tx, w.scope, m.id)).flatMap((r) =>
    r.owners.map((o) => o.userID).filter((u): u is string => !!u),
  );
  return { detail: await meetingDetail(w, await meetingRow(w, m.id)), owners: [...new Set(owners)] };
}
