import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';
import { inArray } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { memberships } from '../../platform/tenancy/tables';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { activeDays, signInEvents } from './tables';

const DAYS = 60;
const BROWSERS = ['CHROME', 'CHROME', 'SAFARI', 'EDGE', 'FIREFOX'] as const;

/** A steady pseudo-random number in [0, 1) from a string, so the demo looks the same on every seed. */
function chance(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32;
}

/**
 * 60 days of activity in every demo community, so the activity tab has a shape: staff active on
 * most working days and signing in each morning, residents on some days, more at weekends.
 */
export const seedDemoActivity: SeedPart = async (tx, { communities }) => {
  const today = localDate(new Date(), DEFAULT_TIME_ZONE);
  const members = await tx
    .select({ userId: memberships.userId, communityId: memberships.communityId, role: memberships.role })
    .from(memberships)
    .where(
      inArray(
        memberships.communityId,
        communities.map((c) => c.id),
      ),
    );
  const days: (typeof activeDays.$inferInsert)[] = [];
  const signIns: (typeof signInEvents.$inferInsert)[] = [];
  for (let back = DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    for (const m of members) {
      const resident = m.role === 'RESIDENT';
      const odds = resident ? (weekend ? 0.55 : 0.35) : weekend ? 0.2 : 0.85;
      if (chance(`${m.communityId}|${m.userId}|${day}`) >= odds) continue;
      days.push({ communityId: m.communityId, userId: m.userId, day, role: m.role });
      if (!resident) {
        const at = new Date(startOfLocalDay(day, DEFAULT_TIME_ZONE).getTime() + (8 * 60 + back) * 60_000);
        const browser = BROWSERS[Math.floor(chance(`${m.userId}|b`) * BROWSERS.length)]!;
        signIns.push({
          userId: m.userId,
          method: 'PASSWORD',
          success: true,
          browser,
          ip: '203.0.113.10',
          at,
        });
      }
    }
  }
  for (let i = 0; i < days.length; i += 1000)
    await tx
      .insert(activeDays)
      .values(days.slice(i, i + 1000))
      .onConflictDoNothing();
  for (let i = 0; i < signIns.length; i += 1000)
    await tx.insert(signInEvents).values(signIns.slice(i, i + 1000));
};
