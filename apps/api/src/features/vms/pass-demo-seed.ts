import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { units } from '../../platform/residence/tables';
import { vmsPasses, vmsVisits } from './tables';

const COMMUNITY = 'riverside-condo';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Pass = typeof vmsPasses.$inferInsert;

/**
 * Guest passes for the demo condo: two active today (one with entries left after a visit), one
 * used up by a visit last week, one expired unused, one cancelled. The two visits that came by
 * pass are demo visits already seeded (the guest's name and the pass put on them), so the
 * visit counts the other demo data promises stay as they are.
 */
export const seedDemoPasses: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  const unitIds = (
    await tx
      .select({ id: units.id })
      .from(units)
      .where(eq(units.communityId, COMMUNITY))
      .orderBy(asc(units.unitNo))
      .limit(5)
  ).map((u) => u.id);
  if (!unitIds.length) return;
  const visit = (inside: boolean) =>
    tx
      .select()
      .from(vmsVisits)
      .where(
        and(
          eq(vmsVisits.communityId, COMMUNITY),
          eq(vmsVisits.visitorType, 'GUEST'),
          inside ? isNull(vmsVisits.checkedOutAt) : isNotNull(vmsVisits.checkedOutAt),
        ),
      )
      .orderBy(desc(vmsVisits.checkedInAt))
      .limit(1);
  const [insideVisit] = await visit(true);
  const [pastVisit] = await visit(false);
  const now = Date.now();
  const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);
  const unit = (i: number) => unitIds[i % unitIds.length]!;
  const base = { communityId: COMMUNITY, province: 'กรุงเทพมหานคร' };
  const passes: (Pass & { visitId?: string })[] = [
    {
      ...base,
      unitId: unit(0),
      guestName: 'มานพ รักษ์ดี',
      phone: '0891234567',
      plate: 'ขก 4321',
      validFrom: at(now - HOUR),
      validTo: at(now + 8 * HOUR),
      entriesAllowed: 1,
      createdAt: at(now - 2 * HOUR),
    },
    {
      ...base,
      unitId: insideVisit?.unitId ?? unit(1),
      guestName: 'Anna Schmidt',
      plate: null,
      province: null,
      validFrom: at(now - 3 * HOUR),
      validTo: at(now + 2 * DAY),
      entriesAllowed: 5,
      entriesUsed: insideVisit ? 1 : 0,
      createdAt: at(now - 4 * HOUR),
      visitId: insideVisit?.id,
    },
    {
      ...base,
      unitId: pastVisit?.unitId ?? unit(2),
      guestName: 'วิภา ศรีสุข',
      phone: '0867654321',
      plate: pastVisit?.plate ?? 'กข 1234',
      validFrom: at((pastVisit?.checkedInAt.getTime() ?? now - 7 * DAY) - HOUR),
      validTo: at((pastVisit?.checkedInAt.getTime() ?? now - 7 * DAY) + 5 * HOUR),
      entriesAllowed: 1,
      entriesUsed: 1,
      createdAt: at((pastVisit?.checkedInAt.getTime() ?? now - 7 * DAY) - 2 * HOUR),
      visitId: pastVisit?.id,
    },
    {
      ...base,
      unitId: unit(3),
      guestName: 'ธนา ใจเย็น',
      plate: '7กข 889',
      validFrom: at(now - 4 * DAY),
      validTo: at(now - 3 * DAY),
      entriesAllowed: 1,
      createdAt: at(now - 5 * DAY),
    },
    {
      ...base,
      unitId: unit(4),
      guestName: 'ช่างประปา สมชาย',
      plate: null,
      province: null,
      validFrom: at(now + DAY),
      validTo: at(now + DAY + 6 * HOUR),
      entriesAllowed: 1,
      createdAt: at(now - DAY),
      cancelledAt: at(now - 20 * HOUR),
      cancelReason: 'เลื่อนนัด',
    },
  ];
  for (const { visitId, ...pass } of passes) {
    const [row] = await tx.insert(vmsPasses).values(pass).returning({ id: vmsPasses.id });
    if (visitId)
      await tx
        .update(vmsVisits)
        .set({ passId: row!.id, name: pass.guestName })
        .where(eq(vmsVisits.id, visitId));
  }
};
