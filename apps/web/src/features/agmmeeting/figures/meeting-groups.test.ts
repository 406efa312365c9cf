import { describe, expect, it } from 'vitest';
import { groupMeetings, nextMeeting } from './meeting-groups';

const m = (id: string, state: Parameters<typeof groupMeetings>[0][number]['state'], startsAt: string) => ({
  id,
  state,
  startsAt,
});

describe('groupMeetings', () => {
  const list = [
    m('old', 'MINUTES_PUBLISHED', '2025-04-01T03:00:00Z'),
    m('later', 'DRAFT', '2027-04-01T03:00:00Z'),
    m('soon', 'NOTICE_SENT', '2026-12-01T03:00:00Z'),
    m('gone', 'CANCELLED', '2026-06-01T03:00:00Z'),
    m('now', 'IN_SESSION', '2026-11-27T03:00:00Z'),
    m('failed', 'NO_QUORUM', '2026-10-01T03:00:00Z'),
  ];

  it('puts upcoming soonest first and closed latest first', () => {
    const g = groupMeetings(list);
    expect(g.upcoming.map((x) => x.id)).toEqual(['soon', 'later']);
    expect(g.inSession.map((x) => x.id)).toEqual(['now']);
    expect(g.closed.map((x) => x.id)).toEqual(['failed', 'gone', 'old']);
  });

  it('counts down to the meeting in session, else the next upcoming one', () => {
    expect(nextMeeting(list)?.id).toBe('now');
    expect(nextMeeting(list.filter((x) => x.id !== 'now'))?.id).toBe('soon');
    expect(nextMeeting([list[0]!])).toBeUndefined();
  });
});
