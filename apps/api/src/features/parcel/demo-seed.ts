import type { ParcelType } from '@cc/contracts/parcel';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { SeedPart } from '../../platform/feature/define-feature';
import { unitMembers, units } from '../../platform/residence/tables';
import { searchKeys } from './search-keys';
import { parcelCounters, parcelEvents, parcelOvertimeRequests, parcels } from './tables';

const COMMUNITY = 'riverside-condo';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Carrier, tracking number form and the types it usually brings. */
const CARRIERS: [string, (i: number) => string, ParcelType[]][] = [
  ['Kerry Express', (i) => `KBKK${String(5_300_120_000 + i * 7919)}`, ['BOX', 'LARGE']],
  ['Flash Express', (i) => `TH${String(4_710_000_000 + i * 104_729)}A`, ['BOX', 'ENVELOPE']],
  ['J&T Express', (i) => String(820_000_000_000 + i * 15_485_863), ['BOX', 'FOOD']],
  [
    'ไปรษณีย์ไทย (Thailand Post)',
    (i) => `EF${String(582_000_000 + i * 31_337)}TH`,
    ['DOCUMENT', 'REGISTERED', 'ENVELOPE'],
  ],
  ['Shopee Express', (i) => `SPXTH0${String(42_000_000_000 + i * 2_750_159)}`, ['BOX', 'ENVELOPE']],
  ['Lazada Express', (i) => `LXAD${String(6_000_000_000 + i * 999_331)}`, ['BOX', 'COLD']],
];

const LABEL_NAMES = ['คุณสมศรี ใจงาม', 'คุณประเสริฐ ทองคำ', 'Ms. Emily Carter', 'คุณวันเพ็ญ ศรีสุข', 'คุณธีรพงษ์ แก้วมณี'];

type Fate = 'waiting' | 'handedOut' | 'returned' | 'deleted';

/** [age in hours, fate, note]: a few weeks of a busy desk, newest last. */
const PLAN: [number, Fate, string?][] = [
  ...Array.from({ length: 16 }, (_, i): [number, Fate] => [24 * 30 - i * 40, 'handedOut']),
  [24 * 21, 'returned', 'ไม่มีผู้รับ ส่งคืนผู้ส่ง'],
  [24 * 16, 'waiting'],
  [24 * 14, 'waiting', 'กล่องใหญ่ วางไว้หลังเคาน์เตอร์'],
  [24 * 12, 'waiting'],
  [24 * 11, 'deleted'],
  [24 * 10, 'waiting'],
  [24 * 9, 'waiting'],
  [24 * 8, 'returned', 'ผู้รับปฏิเสธการรับ'],
  ...Array.from({ length: 14 }, (_, i): [number, Fate] => [
    24 * 5 - i * 8,
    i % 4 === 3 ? 'handedOut' : 'waiting',
  ]),
  [3, 'waiting', 'ของสด เก็บในตู้เย็น'],
  [1, 'waiting'],
];

async function riversideUnits(tx: Executor) {
  const rows = await tx
    .select({ id: units.id, unitNo: units.unitNo, buildingId: units.buildingId })
    .from(units)
    .where(eq(units.communityId, COMMUNITY))
    .orderBy(asc(units.unitNo));
  const members = await tx
    .select({
      unitId: unitMembers.unitId,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobile,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(eq(unitMembers.communityId, COMMUNITY))
    .orderBy(asc(users.email));
  return rows.map((u) => ({ ...u, residents: members.filter((m) => m.unitId === u.id) }));
}

/**
 * A few dozen parcels at the riverside condo: waiting (some overdue, some needing a printed
 * notice), handed out, returned and one deleted, each with its activity log. The resident demo
 * account (A-0304) has parcels of its own, one with a request for more time.
 */
export const seedDemoParcels: SeedPart = async (tx) => {
  const all = await riversideUnits(tx);
  const home = all.find((u) => u.unitNo === 'A-0304')!;
  const [guard] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'guard@demo.test'));
  const [pmc] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'pmc@demo.test'));
  const now = Date.now();
  const rows = PLAN.map(([ageHours, fate, note], i) => {
    const unit = i % 7 === 2 ? home : all[(i * 37) % all.length]!;
    const resident = unit.residents[i % Math.max(unit.residents.length, 1)];
    const [carrier, tracking, types] = CARRIERS[i % CARRIERS.length]!;
    const recipientName = resident
      ? `${resident.firstname} ${resident.lastname}`
      : LABEL_NAMES[i % LABEL_NAMES.length]!;
    const recipientPhone = resident?.mobile ?? null;
    const trackingNo = tracking(i);
    const receivedAt = new Date(now - ageHours * HOUR);
    const later = (h: number) => new Date(Math.min(receivedAt.getTime() + h * HOUR, now - HOUR / 2));
    const staff = i % 3 === 0 ? pmc!.id : guard!.id;
    return {
      communityId: COMMUNITY,
      no: i + 1,
      trackingNo,
      carrier,
      type: types[i % types.length]!,
      status: (
        { waiting: 'WAITING', handedOut: 'HANDED_OUT', returned: 'RETURNED', deleted: 'DELETED' } as const
      )[fate],
      unitId: unit.id,
      unitNo: unit.unitNo,
      buildingId: unit.buildingId,
      recipientUserId: resident?.userId ?? null,
      recipientName,
      recipientPhone,
      ...searchKeys({ trackingNo, recipientName, recipientPhone }),
      note: note && fate !== 'returned' ? note : null,
      needsNotice: unit.residents.length === 0,
      printedAt: unit.residents.length === 0 && ageHours > 48 ? later(2) : null,
      receivedAt,
      receivedBy: staff,
      handedOutAt: fate === 'handedOut' ? later(6 + (i % 5) * 9) : null,
      handedOutBy: fate === 'handedOut' ? guard!.id : null,
      collectorKind: fate === 'handedOut' ? (resident && i % 2 === 0 ? 'RESIDENT' : 'PROXY') : null,
      collectorUserId: fate === 'handedOut' && resident && i % 2 === 0 ? resident.userId : null,
      collectorName: fate === 'handedOut' ? (resident && i % 2 === 0 ? recipientName : 'คุณมานพ รับแทน') : null,
      collectorPhone: fate === 'handedOut' ? (resident && i % 2 === 0 ? recipientPhone : '0865551234') : null,
      returnedAt: fate === 'returned' ? later(24 * 7) : null,
      returnedBy: fate === 'returned' ? pmc!.id : null,
      deletedAt: fate === 'deleted' ? later(1) : null,
      deletedBy: fate === 'deleted' ? pmc!.id : null,
      statusReason:
        fate === 'returned' ? (note ?? null) : fate === 'deleted' ? 'บันทึกซ้ำ (duplicate entry)' : null,
      updatedAt: receivedAt,
    } satisfies typeof parcels.$inferInsert;
  });
  const inserted = await tx.insert(parcels).values(rows).returning();
  await tx.insert(parcelCounters).values({ communityId: COMMUNITY, lastNo: rows.length });
  await tx.insert(parcelEvents).values(
    inserted.flatMap((p) => {
      const event = (
        action: string,
        actor: string | null,
        at: Date,
        detail: Record<string, unknown> = {},
      ) => ({
        communityId: COMMUNITY,
        parcelId: p.id,
        action,
        actorUserId: actor,
        at,
        detail,
      });
      return [
        event('RECEIVED', p.receivedBy, p.receivedAt, { no: p.no, trackingNo: p.trackingNo }),
        ...(p.printedAt ? [event('NOTICE_PRINTED', p.receivedBy, p.printedAt)] : []),
        ...(p.handedOutAt
          ? [
              event('HANDED_OUT', p.handedOutBy, p.handedOutAt, {
                collector: { kind: p.collectorKind, name: p.collectorName, phone: p.collectorPhone },
              }),
            ]
          : []),
        ...(p.returnedAt ? [event('RETURNED', p.returnedBy, p.returnedAt, { reason: p.statusReason })] : []),
        ...(p.deletedAt ? [event('DELETED', p.deletedBy, p.deletedAt, { reason: p.statusReason })] : []),
      ];
    }),
  );
  await askForMoreTime(
    tx,
    home.residents[0]?.userId,
    inserted.filter((p) => p.unitId === home.id),
  );
};

/** The demo resident asked the desk to keep their oldest waiting parcel five days longer. */
async function askForMoreTime(
  tx: Executor,
  userId: string | undefined,
  theirs: (typeof parcels.$inferSelect)[],
) {
  const oldest = theirs
    .filter((p) => p.status === 'WAITING')
    .sort((a, b) => +a.receivedAt - +b.receivedAt)[0];
  if (!userId || !oldest) return;
  const at = new Date(Math.min(oldest.receivedAt.getTime() + DAY, Date.now() - HOUR));
  await tx.insert(parcelOvertimeRequests).values({
    communityId: COMMUNITY,
    parcelId: oldest.id,
    requestedBy: userId,
    days: 5,
    reason: 'ไปต่างจังหวัด กลับวันเสาร์',
    createdAt: at,
  });
  await tx.update(parcels).set({ extraDays: 5 }).where(eq(parcels.id, oldest.id));
  await tx.insert(parcelEvents).values({
    communityId: COMMUNITY,
    parcelId: oldest.id,
    action: 'OVERTIME_REQUESTED',
    actorUserId: userId,
    at,
    detail: { days: 5, reason: 'ไปต่างจังหวัด กลับวันเสาร์' },
  });
}
