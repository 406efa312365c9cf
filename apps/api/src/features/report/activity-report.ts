import type { ActivityPerson, BrowserFamily, SignInMethod, UserActivity } from '@cc/contracts/report';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { addDays } from '../../platform/time/zone-clock';
import {
  actionsPerPerson,
  activeDaysPerPerson,
  activePerDay,
  activePerMonth,
  memberSignIns,
  peopleOf,
  unitsWithActiveResident,
} from './activity-queries';
import { type DayRange, eachDay, eachMonth } from './report-range';

/** The people and sign-ins an answer lists at most. */
const LIST_LIMIT = 100;
/** "Units with an active resident" looks back this many days from the range's last. */
const UNIT_WINDOW_DAYS = 30;

const nameOf = (p: { firstname: string; lastname: string; email: string }) =>
  `${p.firstname} ${p.lastname}`.trim() || p.email;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * The activity figures of a range in one community: every day and month present (zeros too),
 * the units share over the 30 days up to the range's end, and actions per person from the
 * audit log. People are listed busiest first (actions, then active days).
 */
export async function userActivity(
  tx: Transaction,
  scope: CommunityScope,
  range: DayRange,
): Promise<UserActivity> {
  const { from, to } = range;
  // One after another: queries of one transaction share its connection.
  const perDay = await activePerDay(tx, scope, from, to);
  const perMonth = await activePerMonth(tx, scope, from, to);
  const unitsHit = await unitsWithActiveResident(tx, scope, addDays(to, -(UNIT_WINDOW_DAYS - 1)), to);
  const actions = await actionsPerPerson(tx, scope, range.start, range.end);
  const activeByPerson = await activeDaysPerPerson(tx, scope, from, to);
  const signIns = await memberSignIns(tx, scope, range.start, range.end, LIST_LIMIT);
  const dayMap = new Map(perDay.map((d) => [d.day, d]));
  const monthMap = new Map(perMonth.map((m) => [m.month, m]));
  const byPerson = new Map<string, { actions: number; activeDays: number }>();
  for (const a of actions) if (a.userId) byPerson.set(a.userId, { actions: a.actions, activeDays: 0 });
  for (const d of activeByPerson) {
    const p = byPerson.get(d.userId) ?? { actions: 0, activeDays: 0 };
    byPerson.set(d.userId, { ...p, activeDays: d.days });
  }
  const ranked = [...byPerson.entries()]
    .sort(([, a], [, b]) => b.actions - a.actions || b.activeDays - a.activeDays)
    .slice(0, LIST_LIMIT);
  const known = new Map(
    (
      await peopleOf(
        tx,
        scope,
        ranked.map(([id]) => id),
      )
    ).map((p) => [p.userId, p]),
  );
  const people: ActivityPerson[] = ranked.flatMap(([userId, figures]) => {
    const p = known.get(userId);
    return p ? [{ userID: userId, name: nameOf(p), email: p.email, role: p.role, ...figures }] : [];
  });
  const totalActions = actions.reduce((n, a) => n + a.actions, 0);
  const actors = actions.filter((a) => a.actions > 0).length;
  return {
    timeZone: range.timeZone,
    from,
    to,
    days: eachDay(from, to).map((date) => ({
      date,
      residents: dayMap.get(date)?.residents ?? 0,
      staff: dayMap.get(date)?.staff ?? 0,
    })),
    months: eachMonth(from, to).map((month) => ({
      month,
      residents: monthMap.get(month)?.residents ?? 0,
      staff: monthMap.get(month)?.staff ?? 0,
    })),
    units: {
      total: unitsHit.total,
      active: unitsHit.active,
      share: unitsHit.total ? round(unitsHit.active / unitsHit.total, 4) : 0,
    },
    actions: { total: totalActions, people: actors, perPerson: actors ? round(totalActions / actors, 2) : 0 },
    people,
    signIns: signIns.map((s) => ({
      at: s.at.toISOString(),
      userID: s.userId,
      name: nameOf(s),
      email: s.email,
      method: s.method as SignInMethod,
      success: s.success,
      browser: s.browser as BrowserFamily,
    })),
  };
}
