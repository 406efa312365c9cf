import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { SeedPart } from '../../platform/feature/define-feature';
import { units } from '../../platform/residence/tables';
import { newSlipCode } from './checkin';
import { quoteFee } from './fee-quote';
import { DEFAULT_FEE_RULES } from './settings-queries';
import { vmsSettings, vmsStamps, vmsVisits } from './tables';

const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type VisitorType = (typeof vmsVisits.$inferInsert)['visitorType'];
type Vehicle = Exclude<(typeof vmsVisits.$inferInsert)['vehicleType'], undefined>;
const PEOPLE: [string, VisitorType, Vehicle, string | null, string][] = [
  ['สมหญิง ใจดี', 'GUEST', 'CAR', 'กข 1234', 'เยี่ยมญาติ'],
  ['Kerry Express', 'DELIVERY', 'MOTORCYCLE', '1กค 552', 'ส่งพัสดุ'],
  ['ช่างแอร์ สยามคูล', 'CONTRACTOR', 'TRUCK', '3ฒ 7781', 'ล้างแอร์'],
  ['Grab', 'TAXI', 'CAR', 'ทข 9090', 'รับส่งผู้โดยสาร'],
  ['Lineman', 'DELIVERY', 'MOTORCYCLE', '2กอ 118', 'ส่งอาหาร'],
  ['ประยุทธ มั่นคง', 'GUEST', null, null, 'มาพบเจ้าของห้อง'],
  ['นายหน้า ดีดี พร็อพเพอร์ตี้', 'OTHER', 'CAR', 'ฌม 4455', 'พาชมห้อง'],
];

/** ~60 visits over the last month for the demo condo: a few inside now, one overstayed, some stamped. */
export const seedDemoVms: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  await tx.insert(vmsSettings).values({
    communityId: COMMUNITY,
    idSecret: randomBytes(32).toString('base64url'),
    feeRules: DEFAULT_FEE_RULES,
  });
  const unitIds = (
    await tx
      .select({ id: units.id })
      .from(units)
      .where(eq(units.communityId, COMMUNITY))
      .orderBy(asc(units.unitNo))
      .limit(20)
  ).map((u) => u.id);
  if (!unitIds.length) return;
  const now = Date.now();
  const rows: (typeof vmsVisits.$inferInsert)[] = [];
  for (let i = 0; i < 60; i++) {
    const [name, visitorType, vehicleType, plate, purpose] = PEOPLE[i % PEOPLE.length]!;
    // Inside now: the last four, one of them since nine hours ago (overstayed).
    const inside = i >= 56;
    const entry = new Date(
      inside ? now - (i === 56 ? 9 * 60 : 20 + (i - 57) * 35) * MINUTE : now - (30 - i / 2) * DAY,
    );
    const stayMinutes = 10 + ((i * 37) % 300);
    const exit = new Date(entry.getTime() + stayMinutes * MINUTE);
    const stamped = i % 9 === 0 ? 1 : 0;
    const fee = inside
      ? null
      : quoteFee(DEFAULT_FEE_RULES, ZONE, { vehicleType, entry, exit, stamps: stamped, slipLost: false })
          .totalSatang;
    rows.push({
      communityId: COMMUNITY,
      slipCode: newSlipCode(),
      name,
      phone: `08${String(10_000_000 + i * 7919).slice(0, 8)}`,
      visitorType,
      vehicleType,
      plate,
      province: plate ? 'กรุงเทพมหานคร' : null,
      unitId: unitIds[i % unitIds.length]!,
      purpose,
      badge: `V-${String((i % 40) + 1).padStart(2, '0')}`,
      checkedInAt: entry,
      checkedOutAt: inside ? null : exit,
      feeSatang: fee,
      paymentMethod: inside ? null : fee ? (i % 2 ? 'CASH' : 'PROMPTPAY') : null,
    });
  }
  const stored = await tx
    .insert(vmsVisits)
    .values(rows)
    .returning({ id: vmsVisits.id, at: vmsVisits.checkedInAt });
  const stampedIds = stored.filter((_, i) => i % 9 === 0 || i === 58);
  await tx.insert(vmsStamps).values(
    stampedIds.map((v) => ({
      communityId: COMMUNITY,
      visitId: v.id,
      stampedAt: new Date(v.at.getTime() + 5 * MINUTE),
    })),
  );
};
