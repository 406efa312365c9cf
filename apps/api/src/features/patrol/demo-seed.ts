import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { memberships } from '../../platform/tenancy/tables';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { newLabelCode } from './checkpoint-changes';
import { roundTimesOn } from './round-times';
import { patrolCheckpoints, patrolPlans, patrolRounds, patrolScans } from './tables';

const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const MINUTE = 60_000;
const CHECKPOINTS: [string, string, number, number][] = [
  ['ป้อมยามหน้า', 'ทางเข้าหลัก', 13.72731, 100.51352],
  ['ลานจอดรถ B1', 'อาคาร A ชั้นใต้ดิน', 13.72744, 100.51377],
  ['ลานจอดรถ B2', 'อาคาร A ชั้นใต้ดิน 2', 13.72748, 100.51381],
  ['สระว่ายน้ำ', 'ชั้น 5 อาคาร A', 13.72758, 100.51366],
  ['ห้องฟิตเนส', 'ชั้น 5 อาคาร B', 13.72768, 100.51391],
  ['ดาดฟ้า', 'อาคาร B ชั้น 32', 13.72772, 100.51402],
  ['ห้องขยะ', 'ด้านหลังอาคาร', 13.72721, 100.51411],
  ['ประตูริมแม่น้ำ', 'ทางเดินริมน้ำ', 13.72709, 100.51425],
];

/**
 * Riverside's patrol: eight checkpoints, a night plan (20:00-06:00 every two hours) and a day plan,
 * and two weeks of closed rounds up to now: mostly on time, some late, partial and missed. Rounds
 * still ahead are made when the API starts, with their jobs.
 */
export const seedDemoPatrol: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const cps = await tx
    .insert(patrolCheckpoints)
    .values(
      CHECKPOINTS.map(([name, place, latitude, longitude]) => ({
        communityId: COMMUNITY,
        name,
        place,
        latitude,
        longitude,
        code: newLabelCode(),
      })),
    )
    .returning({ id: patrolCheckpoints.id });
  const ids = cps.map((c) => c.id);
  const [night, day] = await tx
    .insert(patrolPlans)
    .values([
      {
        communityId: COMMUNITY,
        name: 'รอบกลางคืน',
        checkpointIds: ids,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        schedule: { kind: 'INTERVAL', shiftStart: '20:00', shiftEnd: '06:00', everyMinutes: 120 },
        durationMinutes: 45,
        toleranceMinutes: 15,
        alertRoles: ['PMC', 'ADMIN'],
      },
      {
        communityId: COMMUNITY,
        name: 'รอบกลางวัน',
        checkpointIds: [ids[0]!, ids[3]!, ids[4]!, ids[7]!],
        weekdays: [1, 2, 3, 4, 5, 6],
        schedule: { kind: 'TIMES', times: ['09:00', '13:00', '17:00'] },
        durationMinutes: 30,
        toleranceMinutes: 10,
        alertRoles: ['PMC'],
      },
    ])
    .returning();
  const [guard] = await tx
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.communityId, COMMUNITY), eq(memberships.role, 'GUARD')));
  const now = new Date();
  const today = localDate(now, ZONE);
  let n = 0;
  for (let back = 14; back >= 0; back--) {
    const date = addDays(today, -back);
    for (const plan of [night!, day!]) {
      for (const t of roundTimesOn(plan, date, ZONE)) {
        if (t.dueAt >= now) continue;
        n++;
        // One in eleven missed, one in seven partial, one in five late; the rest on time.
        const fate = n % 11 === 0 ? 'MISSED' : n % 7 === 0 ? 'PARTIAL' : n % 5 === 0 ? 'LATE' : 'ON_TIME';
        const walked =
          fate === 'MISSED'
            ? 0
            : fate === 'PARTIAL'
              ? plan.checkpointIds.length - 2
              : plan.checkpointIds.length;
        const [round] = await tx
          .insert(patrolRounds)
          .values({
            communityId: COMMUNITY,
            planId: plan.id,
            ...t,
            checkpointIds: plan.checkpointIds,
            status: fate === 'MISSED' ? 'MISSED' : fate === 'PARTIAL' ? 'PARTIAL' : 'DONE',
            late: fate === 'LATE',
            startedBy: walked && guard ? guard.id : null,
            startedAt: walked ? t.startsAt : null,
            closedAt: t.dueAt,
          })
          .returning({ id: patrolRounds.id });
        if (!walked) continue;
        const span = plan.durationMinutes * MINUTE;
        await tx.insert(patrolScans).values(
          plan.checkpointIds.slice(0, walked).map((checkpointId, i) => {
            const late = fate === 'LATE' && i === walked - 1;
            const scannedAt = new Date(
              t.startsAt.getTime() + (late ? span + 5 * MINUTE : ((i + 1) * span) / (walked + 1)),
            );
            return {
              communityId: COMMUNITY,
              clientUuid: randomUUID(),
              checkpointId,
              roundId: round!.id,
              scannedBy: guard?.id ?? null,
              scannedAt,
              receivedAt: scannedAt,
              late,
              flags: [],
            };
          }),
        );
      }
    }
  }
};
