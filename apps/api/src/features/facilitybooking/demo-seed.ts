import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { unitMembers, units } from '../../platform/residence/tables';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { extentOf } from './event-occurrences';
import { type PlannedSlot, slotsOfOpeningDay, weekOf } from './slot-plan';
import {
  facilities,
  facilityBookingHistory,
  facilityBookings,
  facilityEvents,
  facilitySlotUsage,
  facilityUnitCounters,
  type StoredHours,
  type StoredState,
} from './tables';

const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const daily = (open: string, close: string): StoredHours =>
  Array.from({ length: 7 }, () => ({ open, close }));

type Seeded = typeof facilities.$inferInsert;
const base = {
  communityId: COMMUNITY,
  description: null,
  noticeMinutes: 0,
  cancelCutoffMinutes: 60,
  requiresApproval: false,
  feeSatang: 0,
  depositSatang: 0,
  audience: 'ALL_RESIDENTS' as const,
  checkInGraceMinutes: 15,
  opensAt: '08:00',
  closedDates: [],
  limitOpen: null,
};

/** The riverside condominium's facilities, each with the rules a Thai juristic office sets. */
const FACILITIES: Seeded[] = [
  {
    ...base,
    name: 'ฟิตเนส',
    description: 'ชั้น 5 อาคาร A เครื่องเดินวิ่ง 6 เครื่อง จักรยาน 4 คัน ลานเวท',
    rules: 'สวมรองเท้ากีฬา เช็ดอุปกรณ์หลังใช้ งดนำอาหารเข้า',
    slotMinutes: 60,
    capacity: 20,
    maxPeople: 2,
    limitPerDay: 2,
    limitPerWeek: 7,
    advanceDays: 7,
    hours: daily('06:00', '22:00'),
  },
  {
    ...base,
    name: 'สระว่ายน้ำ',
    description: 'สระเกลือ 25 เมตร ชั้น 6',
    rules: 'อาบน้ำก่อนลงสระ เด็กอายุต่ำกว่า 12 ปีต้องมีผู้ปกครอง',
    slotMinutes: 120,
    capacity: 30,
    maxPeople: 4,
    limitPerDay: 1,
    limitPerWeek: 5,
    advanceDays: 3,
    hours: daily('07:00', '21:00'),
  },
  {
    ...base,
    name: 'ห้องประชุม',
    description: 'ห้องประชุม 20 ที่นั่ง พร้อมจอและไมโครโฟน',
    rules: 'คืนกุญแจที่สำนักงานนิติบุคคลหลังใช้',
    slotMinutes: 120,
    capacity: 1,
    maxPeople: 20,
    limitPerDay: 1,
    limitPerWeek: 2,
    limitOpen: 2,
    advanceDays: 30,
    requiresApproval: true,
    feeSatang: 20_000,
    depositSatang: 100_000,
    cancelCutoffMinutes: 1440,
    hours: daily('08:00', '20:00'),
  },
  {
    ...base,
    name: 'ลานบาร์บีคิว',
    description: 'ลานริมสระ เตาถ่าน 2 เตา โต๊ะ 4 ตัว',
    rules: 'เลิกใช้ก่อน 22:00 ทำความสะอาดเตาและเก็บขยะ',
    slotMinutes: null,
    capacity: 1,
    maxPeople: 15,
    limitPerDay: 1,
    limitPerWeek: 1,
    advanceDays: 14,
    depositSatang: 50_000,
    hours: daily('10:00', '22:00'),
  },
  {
    ...base,
    name: 'ลิฟต์ขนของ',
    description: 'ลิฟต์บริการอาคาร A สำหรับขนย้ายเข้าออก',
    rules: 'แจ้งล่วงหน้า 1 วัน วางแผ่นกันกระแทกก่อนขนย้าย',
    slotMinutes: null,
    capacity: 1,
    maxPeople: 5,
    limitPerDay: 1,
    limitPerWeek: 2,
    advanceDays: 30,
    requiresApproval: true,
    depositSatang: 300_000,
    noticeMinutes: 1440,
    cancelCutoffMinutes: 1440,
    hours: [null, ...daily('08:00', '17:00').slice(1)],
  },
];

async function riversideHomes(tx: Executor) {
  const rows = await tx
    .select({ id: units.id, unitNo: units.unitNo })
    .from(units)
    .where(eq(units.communityId, COMMUNITY))
    .orderBy(asc(units.unitNo));
  const members = await tx
    .select({ unitId: unitMembers.unitId, userId: users.id, name: users.firstname })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(unitMembers.communityId, COMMUNITY));
  return rows.map((u) => ({ ...u, resident: members.find((m) => m.unitId === u.id) }));
}

/** A past booking's fate, and a future one's: mostly used, some missed, cancelled or refused. */
function stateOf(i: number, past: boolean, approval: boolean): StoredState {
  if (past)
    return (
      ['CHECKED_IN', 'CHECKED_IN', 'CHECKED_IN', 'NO_SHOW', 'CANCELLED', 'CHECKED_IN', 'CONFIRMED'] as const
    )[i % 7]!;
  if (approval)
    return (['PENDING', 'CONFIRMED', 'PENDING', 'REJECTED', 'CONFIRMED', 'EXPIRED'] as const)[
      Math.floor(i / 8) % 6
    ]!;
  return (['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'CANCELLED'] as const)[i % 4]!;
}

const HOLDS = new Set<StoredState>(['PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW']);

/**
 * Five facilities at the riverside condominium, a weekly pool cleaning, and about 300 bookings
 * from three weeks ago to ten days ahead in every state. Places and unit counters are written
 * from the bookings themselves, so the demo obeys the same capacity and limits as live booking.
 */
export const seedDemoFacilitybooking: SeedPart = async (tx, { communities }) => {
  if (!communities.some((c) => c.id === COMMUNITY)) return;
  const rows = await tx.insert(facilities).values(FACILITIES).returning();
  const [pmc] = await tx
    .select({ id: users.id, name: users.firstname })
    .from(users)
    .where(eq(users.email, 'pmc@demo.test'));
  const homes = await riversideHomes(tx);
  const today = localDate(new Date(), ZONE);
  const pool = rows[1]!;
  const cleaning = {
    date: addDays(weekOf(today), -14),
    startTime: '09:00',
    endTime: '11:00',
    rrule: 'FREQ=WEEKLY;BYDAY=MO',
    exdates: [],
  };
  const extent = extentOf(cleaning, ZONE);
  await tx.insert(facilityEvents).values({
    communityId: COMMUNITY,
    facilityId: pool.id,
    title: 'ล้างสระประจำสัปดาห์',
    ...cleaning,
    startsAt: extent.startsAt,
    durationMinutes: 120,
    until: null,
    createdBy: pmc?.id,
  });

  const taken = new Map<string, number>();
  const counts = new Map<string, number>();
  const bookings: (typeof facilityBookings.$inferInsert)[] = [];
  const now = Date.now();
  for (let i = 0; bookings.length < 300 && i < 3000; i++) {
    const f = rows[[0, 0, 0, 1, 1, 2, 3, 4][i % 8]!]!;
    const day = addDays(today, -20 + ((i * 7) % 31));
    const slots: PlannedSlot[] = slotsOfOpeningDay(f, day, ZONE);
    if (!slots.length) continue;
    const slot = slots[(i * 13) % slots.length]!;
    // The pool is cleaned on Mondays 09:00 to 11:00: nobody is booked into it.
    if (f.id === pool.id && new Date(`${day}T00:00:00Z`).getUTCDay() === 1 && slot.startsAt.getUTCHours() < 4)
      continue;
    const home = homes[(i * 17) % homes.length]!;
    const past = slot.startsAt.getTime() < now;
    const state = stateOf(i, past, f.requiresApproval);
    const people = f.capacity === 1 ? 1 + (i % f.maxPeople) : 1 + (i % f.maxPeople);
    const places = f.capacity === 1 ? 1 : people;
    const slotKey = `${f.id}|${slot.startsAt.toISOString()}`;
    const periods = [`D:${slot.day}`, `W:${weekOf(slot.day)}`].map((p) => `${f.id}|${home.id}|${p}`);
    if (HOLDS.has(state)) {
      if ((taken.get(slotKey) ?? 0) + places > f.capacity) continue;
      const [d, w] = periods.map((p) => counts.get(p) ?? 0) as [number, number];
      if ((f.limitPerDay !== null && d >= f.limitPerDay) || (f.limitPerWeek !== null && w >= f.limitPerWeek))
        continue;
      taken.set(slotKey, (taken.get(slotKey) ?? 0) + places);
      for (const p of periods) counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    const byResident = home.resident && i % 3 !== 0;
    bookings.push({
      communityId: COMMUNITY,
      facilityId: f.id,
      unitId: home.id,
      unitNo: home.unitNo,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      day: slot.day,
      people,
      places,
      exclusive: f.capacity === 1,
      state,
      note: i % 9 === 0 ? 'ขอเก้าอี้เพิ่ม 5 ตัว' : null,
      feeSatang: f.feeSatang,
      depositSatang: f.depositSatang,
      depositState: f.depositSatang
        ? past && state === 'CHECKED_IN'
          ? 'REFUNDED'
          : state === 'CONFIRMED'
            ? 'RECEIVED'
            : 'DUE'
        : 'NONE',
      code: `demo${String(i).padStart(5, '0')}`,
      bookedBy: byResident ? home.resident!.userId : (pmc?.id ?? null),
      bookedByName: byResident ? home.resident!.name : (pmc?.name ?? ''),
      source: byResident ? 'APP' : 'CONSOLE',
      reason:
        state === 'REJECTED' ? 'ห้องประชุมใช้จัดประชุมคณะกรรมการ' : state === 'CANCELLED' ? 'ลูกบ้านขอยกเลิก' : null,
      expiresAt:
        state === 'PENDING' ? new Date(Math.min(now + 24 * 3600_000, slot.startsAt.getTime())) : null,
      checkedInAt: state === 'CHECKED_IN' ? new Date(slot.startsAt.getTime() + 5 * 60_000) : null,
      createdAt: new Date(Math.min(slot.startsAt.getTime(), now) - (2 + (i % 5)) * 24 * 3600_000),
    });
  }
  const saved = await tx.insert(facilityBookings).values(bookings).returning({
    id: facilityBookings.id,
    state: facilityBookings.state,
    createdAt: facilityBookings.createdAt,
  });
  await tx.insert(facilityBookingHistory).values(
    saved.flatMap((b) => [
      { communityId: COMMUNITY, bookingId: b.id, action: 'BOOKED', at: b.createdAt },
      ...(b.state === 'PENDING'
        ? []
        : [
            {
              communityId: COMMUNITY,
              bookingId: b.id,
              action: b.state === 'CHECKED_IN' ? 'CHECKED_IN' : b.state,
              at: b.createdAt,
            },
          ]),
    ]),
  );
  await tx.insert(facilitySlotUsage).values(
    [...taken].map(([key, n]) => {
      const [facilityId, at] = key.split('|') as [string, string];
      return { communityId: COMMUNITY, facilityId, slotStart: new Date(at), taken: n };
    }),
  );
  await tx.insert(facilityUnitCounters).values(
    [...counts].map(([key, used]) => {
      const [facilityId, unitId, period] = key.split('|') as [string, string, string];
      return { communityId: COMMUNITY, facilityId, unitId, period, used };
    }),
  );
};
