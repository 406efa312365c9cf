import { REPAIR_STATES, type RepairState } from '@cc/contracts/repair-records';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { SeedPart } from '../../platform/feature/define-feature';
import { blankRaster, encodeJpeg, fillRect } from '../../platform/pdf/raster-image';
import { unitMembers, units } from '../../platform/residence/tables';
import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import { searchTextOf } from './file-request';
import { DEFAULT_APPOINTMENT, DEFAULT_SLA } from './setting-queries';
import {
  repairAppointments,
  repairCategories,
  repairEvents,
  repairPriceItems,
  repairRequests,
  repairSettings,
  repairTechnicians,
  type StoredPhoto,
} from './tables';

const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const HOUR = 3_600_000;

const CATEGORIES: [string, number, number, number][] = [
  ['ประปา', 4, 24, 3],
  ['ไฟฟ้า', 4, 24, 3],
  ['เครื่องปรับอากาศ', 8, 48, 7],
  ['ประตูและหน้าต่าง', 8, 48, 7],
  ['สุขภัณฑ์', 4, 24, 5],
  ['งานสี ผนัง ฝ้า', 24, 72, 14],
  ['อินเทอร์คอมและกริ่ง', 8, 48, 7],
  ['อื่น ๆ', 24, 72, 14],
];
const JOBS: [number, string, string][] = [
  [0, 'ท่อน้ำทิ้งใต้อ่างล้างจานรั่ว', 'เปลี่ยนท่อน้ำทิ้ง'],
  [0, 'ก๊อกน้ำอ่างล้างหน้าหยด', 'เปลี่ยนก๊อกน้ำ'],
  [1, 'ปลั๊กไฟห้องนอนไม่มีไฟ', 'เปลี่ยนเต้ารับ'],
  [1, 'เบรกเกอร์ตัดบ่อย', 'ตรวจวงจรไฟฟ้า'],
  [2, 'แอร์ห้องนั่งเล่นน้ำหยด', 'ล้างแอร์'],
  [2, 'แอร์ไม่เย็น', 'เติมน้ำยาแอร์'],
  [3, 'ประตูระเบียงเลื่อนไม่ลื่น', 'เปลี่ยนลูกล้อประตู'],
  [4, 'ชักโครกกดน้ำไม่หยุด', 'เปลี่ยนชุดลูกลอย'],
  [5, 'ฝ้าห้องน้ำมีคราบน้ำซึม', 'ซ่อมฝ้าและทาสี'],
  [6, 'อินเตอร์คอมไม่มีเสียง', 'เปลี่ยนหูโทรศัพท์อินเตอร์คอม'],
];
/** Forty price-list items: each job's work at three sizes plus ten call-out and labour lines. */
const PRICE_LIST = [
  ...JOBS.flatMap(([cat, , work], i) =>
    [1, 2, 3].map((size) => ({
      cat,
      name: `${work}${size > 1 ? ` (ขนาด ${size})` : ''}`,
      unit: 'จุด',
      price: (350 + i * 80) * size * 100,
    })),
  ),
  ...Array.from({ length: 10 }, (_, i) => ({
    cat: null,
    name: `ค่าแรงช่าง ${i + 1} ชั่วโมง`,
    unit: 'ครั้ง',
    price: (i + 1) * 300 * 100,
  })),
];

/** Where each demo request stopped, spread so every state shows: most still open or closed. */
const FATES: RepairState[] = [
  ...Array(10).fill('NEW'),
  ...Array(8).fill('ACCEPTED'),
  ...Array(6).fill('QUOTED'),
  ...Array(5).fill('APPROVED'),
  ...Array(8).fill('SCHEDULED'),
  ...Array(8).fill('IN_PROGRESS'),
  ...Array(6).fill('CLOSE_REQUESTED'),
  ...Array(9).fill('CLOSED'),
  ...Array(10).fill('REVIEWED'),
  ...Array(3).fill('REJECTED'),
  ...Array(2).fill('DECLINED'),
  ...Array(3).fill('FORCE_CLOSED'),
  ...Array(2).fill('CANCELLED'),
];

/** A small picture of a leak: a grey wall with a dark patch, for the demo's photos. */
function demoPhoto(i: number): Buffer {
  const r = blankRaster(320, 240, 200 + (i % 40));
  fillRect(r, 60 + (i % 5) * 20, 60, 120, 90, [70, 80, 90]);
  return Buffer.from(encodeJpeg(r, 70));
}

/**
 * The riverside condominium's repair desk: eight categories with SLA, a 40-item price list, three
 * technicians, and 80 requests over two months in every state with Thai text, photos, quotes,
 * appointments and reviews, each with its timeline.
 */
export const seedDemoRepair: SeedPart = async (tx, ctx) => {
  if (!ctx.communities.some((c) => c.id === COMMUNITY)) return;
  await tx.insert(repairSettings).values({
    communityId: COMMUNITY,
    slots: DEFAULT_APPOINTMENT.slots,
    leadHours: DEFAULT_APPOINTMENT.leadHours,
    autoCloseDays: DEFAULT_APPOINTMENT.autoCloseDays,
    ...DEFAULT_SLA,
    lastNo: FATES.length,
  });
  const cats = await tx
    .insert(repairCategories)
    .values(
      CATEGORIES.map(([name, acceptHours, visitHours, closeDays], sort) => ({
        communityId: COMMUNITY,
        name,
        acceptHours,
        visitHours,
        closeDays,
        sort,
      })),
    )
    .returning();
  await tx.insert(repairPriceItems).values(
    PRICE_LIST.map((p, i) => ({
      communityId: COMMUNITY,
      categoryId: p.cat === null ? null : cats[p.cat]!.id,
      code: `R-${String(i + 1).padStart(3, '0')}`,
      name: p.name,
      unit: p.unit,
      priceSatang: p.price,
    })),
  );
  const everyWorkday = [1, 2, 3, 4, 5, 6];
  const techs = await tx
    .insert(repairTechnicians)
    .values([
      {
        communityId: COMMUNITY,
        name: 'สมชาย ใจดี',
        phone: '0812345601',
        skills: [cats[0]!.id, cats[4]!.id, cats[5]!.id, cats[7]!.id],
        days: everyWorkday,
      },
      {
        communityId: COMMUNITY,
        name: 'วิชัย ช่างไฟ',
        phone: '0812345602',
        skills: [cats[1]!.id, cats[6]!.id, cats[7]!.id],
        days: everyWorkday,
      },
      {
        communityId: COMMUNITY,
        name: 'ประเสริฐ แอร์เย็น',
        phone: '0812345603',
        skills: [cats[2]!.id, cats[3]!.id],
        days: [0, 1, 2, 3, 4, 5],
      },
    ])
    .returning();
  const homes = await tx
    .select({
      id: units.id,
      unitNo: units.unitNo,
      userId: users.id,
      first: users.firstname,
      last: users.lastname,
      mobile: users.mobile,
    })
    .from(units)
    .innerJoin(unitMembers, eq(unitMembers.unitId, units.id))
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(units.communityId, COMMUNITY))
    .orderBy(asc(units.unitNo));
  if (!homes.length) return;
  const now = Date.now();
  const photos: StoredPhoto[] = [];
  for (let i = 0; i < 6; i++)
    photos.push({
      photoID: `demo-${i}`,
      key: await ctx.savePrivateFile({ communityId: COMMUNITY }, 'repairs', demoPhoto(i), 'jpg'),
    });
  for (const [i, fate] of FATES.entries()) {
    const [cat, text, work] = JOBS[i % JOBS.length]!;
    const category = cats[cat]!;
    const tech = techs.find((t) => t.skills.includes(category.id)) ?? techs[0]!;
    const home = homes[(i * 7) % homes.length]!;
    const filed = new Date(now - (60 - (i % 60)) * 24 * HOUR - (i % 9) * HOUR);
    const stage = REPAIR_STATES.indexOf(fate);
    const reached = (s: RepairState) =>
      REPAIR_STATES.indexOf(s) <= stage && !['REJECTED', 'CANCELLED'].includes(fate);
    const accepted =
      fate !== 'NEW' && fate !== 'REJECTED' ? new Date(filed.getTime() + (2 + (i % 6)) * HOUR) : null;
    const quoted =
      accepted && i % 2 === 0 && reached('QUOTED') ? new Date(accepted.getTime() + 3 * HOUR) : null;
    // Visits fall on the setting's slots: past ones a day or two after acceptance, the scheduled
    // ones in the coming days (each its own technician and slot, as booking would have it).
    const visitDay =
      fate === 'SCHEDULED'
        ? addDays(localDate(new Date(now), ZONE), 1 + (i % 5))
        : accepted && addDays(localDate(accepted, ZONE), 1 + (i % 2));
    const visit =
      accepted &&
      visitDay &&
      ['SCHEDULED', 'IN_PROGRESS', 'CLOSE_REQUESTED', 'CLOSED', 'REVIEWED', 'FORCE_CLOSED'].includes(fate)
        ? wallTimeToInstant(Date.parse(`${visitDay}T${i % 2 ? '13:00' : '09:00'}:00Z`), ZONE)
        : null;
    const visited = visit && fate !== 'SCHEDULED' ? visit : null;
    const closeRequested =
      ['CLOSE_REQUESTED', 'CLOSED', 'REVIEWED'].includes(fate) && visited
        ? new Date(visited.getTime() + 4 * HOUR)
        : null;
    const closed = ['CLOSED', 'REVIEWED', 'FORCE_CLOSED'].includes(fate)
      ? new Date((closeRequested ?? visited ?? accepted ?? filed).getTime() + 20 * HOUR)
      : null;
    const price = PRICE_LIST.findIndex((p) => p.name === work);
    const name = `${home.first} ${home.last}`.trim();
    const [row] = await tx
      .insert(repairRequests)
      .values({
        communityId: COMMUNITY,
        no: i + 1,
        unitId: home.id,
        unitNo: home.unitNo,
        requesterUserId: home.userId,
        requesterName: name,
        requesterPhone: home.mobile,
        categoryId: category.id,
        description: text,
        preferredTimes: i % 3 === 0 ? 'หลัง 17:00 น. หรือวันเสาร์' : null,
        mayEnterWhenAbsent: i % 4 === 0,
        photos: i % 3 === 2 ? [] : [photos[i % photos.length]!],
        state: fate,
        reason:
          fate === 'REJECTED'
            ? 'อยู่ในระยะประกันของผู้ขาย'
            : fate === 'FORCE_CLOSED'
              ? 'ลูกบ้านจ้างช่างภายนอกแล้ว'
              : null,
        quoteLines: quoted
          ? [
              {
                itemID: null,
                name: work,
                unit: 'จุด',
                quantity: 1,
                unitPriceSatang: PRICE_LIST[price]?.price ?? 50_000,
                amountSatang: PRICE_LIST[price]?.price ?? 50_000,
              },
            ]
          : null,
        quoteTotalSatang: quoted ? (PRICE_LIST[price]?.price ?? 50_000) : null,
        quotedAt: quoted,
        appointmentStartsAt: visit,
        appointmentEndsAt: visit ? new Date(visit.getTime() + 3 * HOUR) : null,
        technicianId: visit ? tech.id : null,
        closeNote: closeRequested ? 'ซ่อมเสร็จ ทดสอบแล้วใช้งานได้ปกติ' : null,
        collectedSatang:
          closeRequested && quoted ? (PRICE_LIST[price]?.price ?? 0) : closeRequested ? 0 : null,
        paymentMethod: closeRequested ? (quoted ? 'CASH' : 'NONE') : null,
        closeRequestedAt: closeRequested,
        closedAt: closed,
        reviewStars: fate === 'REVIEWED' ? 3 + (i % 3) : null,
        reviewComment:
          fate === 'REVIEWED' ? ['ช่างมาตรงเวลา สุภาพ', 'ซ่อมเรียบร้อยดี', 'รอนานไปหน่อยแต่งานดี'][i % 3]! : null,
        reviewedAt: fate === 'REVIEWED' && closed ? new Date(closed.getTime() + 24 * HOUR) : null,
        acceptedAt: accepted,
        firstVisitAt: visited,
        acceptDueAt: new Date(filed.getTime() + category.acceptHours * HOUR),
        visitDueAt: accepted ? new Date(accepted.getTime() + category.visitHours * HOUR) : null,
        closeDueAt: accepted ? new Date(accepted.getTime() + category.closeDays * 24 * HOUR) : null,
        pausedAt: fate === 'QUOTED' ? quoted : fate === 'CLOSE_REQUESTED' ? closeRequested : null,
        breaches: i % 11 === 0 && accepted ? ['ACCEPT'] : [],
        searchText: searchTextOf({
          no: i + 1,
          unitNo: home.unitNo,
          name,
          phone: home.mobile,
          description: text,
        }),
        createdAt: filed,
        updatedAt: closed ?? closeRequested ?? visited ?? quoted ?? accepted ?? filed,
      })
      .returning();
    if (fate === 'SCHEDULED' && visit)
      await tx
        .insert(repairAppointments)
        .values({ communityId: COMMUNITY, technicianId: tech.id, slotStart: visit, requestId: row!.id });
    const steps: [string, Date | null, RepairState | null][] = [
      ['create', filed, 'NEW'],
      [
        fate === 'REJECTED' ? 'reject' : 'accept',
        fate === 'REJECTED' ? new Date(filed.getTime() + 2 * HOUR) : accepted,
        fate === 'REJECTED' ? 'REJECTED' : 'ACCEPTED',
      ],
      ['quote', quoted, 'QUOTED'],
      ['schedule', visit, 'SCHEDULED'],
      ['progress', visited, 'IN_PROGRESS'],
      ['requestClose', closeRequested, 'CLOSE_REQUESTED'],
      [
        fate === 'FORCE_CLOSED' ? 'forceClose' : 'confirmClose',
        closed,
        fate === 'FORCE_CLOSED' ? 'FORCE_CLOSED' : 'CLOSED',
      ],
    ];
    await tx.insert(repairEvents).values(
      steps
        .filter(([, at]) => at)
        .map(([action, at, toState]) => ({
          communityId: COMMUNITY,
          requestId: row!.id,
          action,
          toState,
          byName: action === 'create' ? name : 'สำนักงานนิติบุคคล',
          text: action === 'create' ? text : action === 'progress' ? `${work} เรียบร้อย` : null,
          shownToResident: true,
          at: at!,
        })),
    );
  }
};
