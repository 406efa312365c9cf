import type { ActivityPerson, BrowserFamily, SignInMethod, UserActivity } from '@cc/contracts/report';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { foldActiveYears } from './active-years';
import {
  actionsPerPerson,
  actionsRolledThrough,
  activeYearRows,
  memberSignIns,
  peopleOf,
  rolledActionsPerPerson,
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
  const years = await activeYearRows(tx, scope, Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  const { perDay, perMonth, perPerson } = foldActiveYears(years, from, to);
  const unitsHit = await unitsWithActiveResident(tx, scope, addDays(to, -(UNIT_WINDOW_DAYS - 1)), to);
  const actions = await actionsOfRange(tx, scope, range);
  const signIns = await memberSignIns(tx, scope, range.start, range.end, LIST_LIMIT);
  const byPerson = new Map<string, { actions: number; activeDays: number }>();
  for (const [userId, n] of actions) byPerson.set(userId, { actions: n, activeDays: 0 });
  for (const [userId, days] of perPerson) {
    const p = byPerson.get(userId) ?? { actions: 0, activeDays: 0 };
    byPerson.set(userId, { ...p, activeDays: days });
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
  const totalActions = [...actions.values()].reduce((n, a) => n + a, 0);
  const actors = [...actions.values()].filter((a) => a > 0).length;
  return {
    timeZone: range.timeZone,
    from,
    to,
    days: eachDay(from, to).map((date) => ({
      date,
      residents: perDay.get(date)?.residents ?? 0,
      staff: perDay.get(date)?.staff ?? 0,
    })),
    months: eachMonth(from, to).map((month) => ({
      month,
      residents: perMonth.get(month)?.residents ?? 0,
      staff: perMonth.get(month)?.staff ?? 0,
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

/**
 * Audit actions per person in the range: the rolled-up days up to the roll-up's mark, and the
 * audit log itself for the days after it (today, and any the nightly roll-up has not reached).
 */
async function actionsOfRange(tx: Transaction, scope: CommunityScope, range: DayRange) {
  const through = await actionsRolledThrough(tx, scope);
  const rolledTo = through && through < range.to ? through : range.to;
  const rolled =
    through && through >= range.from ? await rolledActionsPerPerson(tx, scope, range.from, rolledTo) : [];
  const rawFrom =
    through && through >= range.from ? startOfLocalDay(addDays(through, 1), range.timeZone) : range.start;
  const raw = rawFrom < range.end ? await actionsPerPerson(tx, scope, rawFrom, range.end) : [];
  const total = new Map<string, number>();
  for (const a of [...rolled, ...raw])
    if (a.userId) total.set(a.userId, (total.get(a.userId) ?? 0) + a.actions);
  return total;
}
