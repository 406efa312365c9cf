import type { AgmMeeting, AgmMeetingState } from '@cc/contracts/agmmeeting';

export type MeetingGroup = 'upcoming' | 'inSession' | 'closed';

const GROUP_OF: Record<AgmMeetingState, MeetingGroup> = {
  DRAFT: 'upcoming',
  NOTICE_SENT: 'upcoming',
  IN_SESSION: 'inSession',
  CLOSED: 'closed',
  MINUTES_PUBLISHED: 'closed',
  CANCELLED: 'closed',
  NO_QUORUM: 'closed',
};

type Dated = Pick<AgmMeeting, 'state' | 'startsAt'>;

/**
 * The cards' three groups: upcoming soonest first (the next one matters), closed latest first
 * (last year's minutes are what people look for).
 */
export function groupMeetings<M extends Dated>(meetings: readonly M[]): Record<MeetingGroup, M[]> {
  const groups: Record<MeetingGroup, M[]> = { upcoming: [], inSession: [], closed: [] };
  for (const m of meetings) groups[GROUP_OF[m.state]].push(m);
  const at = (m: M) => Date.parse(m.startsAt);
  groups.upcoming.sort((a, b) => at(a) - at(b));
  groups.inSession.sort((a, b) => at(a) - at(b));
  groups.closed.sort((a, b) => at(b) - at(a));
  return groups;
}

/** The meeting the dashboard card counts down to: one in session, else the next upcoming one. */
export function nextMeeting<M extends Dated>(meetings: readonly M[]): M | undefined {
  const g = groupMeetings(meetings);
  return g.inSession[0] ?? g.upcoming[0];
}
