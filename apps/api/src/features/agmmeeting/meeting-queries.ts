import {
  AGM_ANNUAL_DAYS_AFTER_YEAR_END,
  type AgmMeeting,
  type AgmMeetingDetail,
  type AgmMeetingState,
  type AgmMeetingWarning,
  type AgmQuorum,
} from '@cc/contracts/agmmeeting';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { meetingItems, toItem } from './agenda-queries';
import type { AgmmeetingWork } from './agmmeeting-work';
import { LAW_RULES } from './law-rules';
import { notFound } from './refusals';
import { rollStaleness } from './roll-stale';
import { fractionOf, quorumReached, requiredWeight } from './rule-math';
import { communityTypeOf, rulesByCode, toRuleFigures } from './rule-queries';
import { agmItems, agmMeetings } from './tables';

export type MeetingRow = typeof agmMeetings.$inferSelect;
type W = Pick<AgmmeetingWork, 'tx' | 'scope' | 'fileUrl' | 'timeZone'>;

/** One meeting of the community (held with `lock` until the transaction ends); another's reads as none. */
export async function meetingRow(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  meetingId: string,
  lock = false,
): Promise<MeetingRow> {
  const q = w.tx
    .select()
    .from(agmMeetings)
    .where(w.scope.owns(agmMeetings, eq(agmMeetings.id, meetingId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('AGM_MEETING_NOT_FOUND');
  return row;
}

/** Present weight against the community's quorum rule, now. */
export async function quorumOf(w: Pick<AgmmeetingWork, 'tx' | 'scope'>, m: MeetingRow): Promise<AgmQuorum> {
  return (await quorumFigures(w, m)).quorum;
}

/** The quorum with the figures it was taken from (all votes, present) and the rules, read once. */
export async function quorumFigures(w: Pick<AgmmeetingWork, 'tx' | 'scope'>, m: MeetingRow) {
  const type = await communityTypeOf(w.tx, w.scope.communityId);
  const code = type === 'VILLAGE' ? 'QUORUM_VILLAGE' : 'QUORUM_CONDO';
  const rules = await rulesByCode(w.tx, w.scope);
  // Seeded when the meeting was made; the law's row stands in should a community lack its copy.
  const row = rules.get(code);
  const rule = row ? toRuleFigures(row) : LAW_RULES.find((r) => r.code === code)!;
  const all = { weight: m.allWeight, units: m.allUnits };
  const present = { weight: m.presentWeight, units: m.presentUnits };
  const reconvened = m.reconvenedFromId !== null;
  const quorum: AgmQuorum = {
    ruleCode: code,
    totalWeight: all.weight.toString(),
    totalUnits: all.units,
    presentWeight: present.weight.toString(),
    presentUnits: present.units,
    requiredWeight: requiredWeight(all.weight, fractionOf(rule, reconvened)).toString(),
    reached: quorumReached(rule, present.weight, all.weight, reconvened),
    reconvened,
  };
  return { quorum, all, present, rules };
}

/** What the meeting's card warns about without refusing. */
function warningsOf(
  w: Pick<AgmmeetingWork, 'timeZone'>,
  m: MeetingRow,
  q: AgmQuorum,
  items: number,
  rollStale: boolean,
): AgmMeetingWarning[] {
  const out: AgmMeetingWarning[] = [];
  if (
    m.kind === 'ANNUAL' &&
    m.yearEnd &&
    localDate(m.startsAt, w.timeZone) > addDays(m.yearEnd, AGM_ANNUAL_DAYS_AFTER_YEAR_END)
  ) {
    out.push('ANNUAL_LATE');
  }
  if (q.totalUnits === 0 && (m.state === 'DRAFT' || m.state === 'NOTICE_SENT')) out.push('ROLL_EMPTY');
  if (rollStale) out.push('ROLL_STALE');
  if (items === 0 && m.state === 'DRAFT') out.push('NO_ITEMS');
  return out;
}

/** A meeting as its card shows it; `fresh` reads the roll's staleness now, not a minute-old answer. */
export async function toMeeting(w: W, m: MeetingRow, fresh = false): Promise<AgmMeeting> {
  const [counts] = await w.tx
    .select({
      items: sql<number>`count(*)::int`,
      open: sql<
        string | null
      >`(array_agg(${agmItems.id}) filter (where ${agmItems.state} = 'OPEN'))[1]::text`,
    })
    .from(agmItems)
    .where(w.scope.owns(agmItems, eq(agmItems.meetingId, m.id)));
  const quorum = await quorumOf(w, m);
  const itemCount = Number(counts?.items ?? 0);
  // Only a roll that may still be refreshed can be stale: once open, the roll is the meeting's.
  const rollStale =
    (m.state === 'DRAFT' || m.state === 'NOTICE_SENT') &&
    m.rollTakenAt !== null &&
    (await rollStaleness(w, { id: m.id, rollTakenAt: m.rollTakenAt }, fresh));
  return {
    meetingID: m.id,
    kind: m.kind,
    title: m.title,
    startsAt: m.startsAt.toISOString(),
    place: m.place,
    onlineUrl: m.onlineUrl,
    yearEnd: m.yearEnd,
    state: m.state,
    reconvenedFromID: m.reconvenedFromId,
    noticeSentAt: m.noticeSentAt?.toISOString() ?? null,
    openedAt: m.openedAt?.toISOString() ?? null,
    closedAt: m.closedAt?.toISOString() ?? null,
    minutesPublishedAt: m.minutesPublishedAt?.toISOString() ?? null,
    cancelledReason: m.cancelledReason,
    rollTakenAt: m.rollTakenAt?.toISOString() ?? null,
    itemCount,
    currentItemID: counts?.open ?? null,
    quorum,
    warnings: warningsOf(w, m, quorum, itemCount, rollStale),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export async function meetingDetail(w: W, m: MeetingRow): Promise<AgmMeetingDetail> {
  const items = await meetingItems(w, m.id);
  return { ...(await toMeeting(w, m, true)), items: items.map((i) => toItem(w, i)) };
}

const ORDER: Record<AgmMeetingState, number> = {
  IN_SESSION: 0,
  NOTICE_SENT: 1,
  DRAFT: 2,
  NO_QUORUM: 3,
  CLOSED: 4,
  MINUTES_PUBLISHED: 5,
  CANCELLED: 6,
};

/** In session and upcoming first (soonest first), then the rest (latest first). */
export async function listMeetings(w: W, states?: AgmMeetingState[]): Promise<AgmMeeting[]> {
  const rows = await w.tx
    .select()
    .from(agmMeetings)
    .where(w.scope.owns(agmMeetings, states?.length ? inArray(agmMeetings.state, states) : undefined))
    .orderBy(asc(agmMeetings.startsAt))
    .limit(200);
  const upcoming = (s: AgmMeetingState) => ORDER[s] <= 2;
  rows.sort((a, b) =>
    upcoming(a.state) !== upcoming(b.state)
      ? upcoming(a.state)
        ? -1
        : 1
      : upcoming(a.state)
        ? ORDER[a.state] - ORDER[b.state] || a.startsAt.getTime() - b.startsAt.getTime()
        : b.startsAt.getTime() - a.startsAt.getTime(),
  );
  const out: AgmMeeting[] = [];
  for (const r of rows) out.push(await toMeeting(w, r));
  return out;
}

/** Whether a meeting (not a cancelled one) already reconvenes this one. */
export async function isReconvened(w: Pick<AgmmeetingWork, 'tx' | 'scope'>, meetingId: string) {
  const [row] = await w.tx
    .select({ id: agmMeetings.id })
    .from(agmMeetings)
    .where(
      w.scope.owns(
        agmMeetings,
        and(eq(agmMeetings.reconvenedFromId, meetingId), ne(agmMeetings.state, 'CANCELLED')),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the meeting still has an agenda item in a state (used by state checks). */
export async function hasItems(
  w: Pick<AgmmeetingWork, 'tx' | 'scope'>,
  meetingId: string,
  state?: 'OPEN' | 'CLOSED',
) {
  const [row] = await w.tx
    .select({ id: agmItems.id })
    .from(agmItems)
    .where(
      w.scope.owns(
        agmItems,
        and(eq(agmItems.meetingId, meetingId), state ? eq(agmItems.state, state) : undefined),
      ),
    )
    .limit(1);
  return row !== undefined;
}
