import type { RepairDetail } from '@cc/contracts/repair-records';
import { expect } from 'vitest';
import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import type { CommunityKit, Member } from '../../test/community-kit';

const ZONE = 'Asia/Bangkok';

export interface RepairKit {
  staff: Member;
  resident: Member;
  neighbour: Member;
  unitIds: { home: string; next: string };
  /** Category IDs: plumbing (SLA 4 h accept), aircon. */
  categories: { plumbing: string; aircon: string };
  /** Two technicians on duty every day: both plumb, one also does aircon. */
  technicians: { somchai: string; wichai: string };
  items: { pipe: string };
  post(who: Member, url: string, body: object): ReturnType<Member['call']>;
  get(who: Member, url: string, query?: Record<string, string | undefined>): ReturnType<Member['call']>;
  /** A request filed by the resident through the app; answers its detail. */
  file(extra?: object): Promise<RepairDetail>;
  /** Walks a request through the office and resident steps up to a state. */
  walkTo(
    requestID: string,
    state: 'ACCEPTED' | 'QUOTED' | 'APPROVED' | 'SCHEDULED' | 'IN_PROGRESS' | 'CLOSE_REQUESTED' | 'CLOSED',
  ): Promise<void>;
}

/** The first visit slot (09:00) on the community day `days` from today, as the API takes it. */
export const slotAt = (days: number, clock = '09:00') =>
  wallTimeToInstant(
    Date.parse(`${addDays(localDate(new Date(), ZONE), days)}T${clock}:00Z`),
    ZONE,
  ).toISOString();

export async function repairKit(community: CommunityKit): Promise<RepairKit> {
  const staff = await community.member('PMC');
  const unitIds = { home: await community.unit('A-0101'), next: await community.unit('A-0102') };
  const resident = await community.member('RESIDENT', { home: { unitId: unitIds.home } });
  const neighbour = await community.member('RESIDENT', { home: { unitId: unitIds.next } });
  const communityID = community.id;
  const post: RepairKit['post'] = (who, url, body) =>
    who.call('POST', url, { body: { communityID, ...body } });
  const put = (url: string, body: object) => staff.call('PUT', url, { body: { communityID, ...body } });
  const get: RepairKit['get'] = (who, url, query = {}) =>
    who.call('GET', url, { query: { communityID, ...query } });
  const cats = await put('/api/repair/setting/category', {
    categories: [
      { name: 'ประปา', acceptHours: 4, visitHours: 24, closeDays: 7 },
      { name: 'แอร์', acceptHours: 8, visitHours: 48, closeDays: 14 },
    ],
  });
  expect(cats.statusCode, cats.body).toBe(200);
  const [plumbing, aircon] = cats.json().items.map((c: { categoryID: string }) => c.categoryID);
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const techs = await put('/api/repair/setting/technician', {
    technicians: [
      { name: 'สมชาย ช่างประปา', skills: [plumbing, aircon], days: everyDay },
      { name: 'วิชัย ช่างทั่วไป', skills: [plumbing], days: everyDay },
    ],
  });
  expect(techs.statusCode, techs.body).toBe(200);
  const byName = (n: string) =>
    techs.json().items.find((t: { name: string }) => t.name.startsWith(n)).technicianID;
  const prices = await put('/api/repair/setting/pricing', {
    items: [{ categoryID: plumbing, code: 'P-01', name: 'เปลี่ยนท่อน้ำทิ้ง', unit: 'จุด', priceSatang: 45_000 }],
  });
  expect(prices.statusCode, prices.body).toBe(200);
  // Every day is a working day 08:00-17:00 here, so SLA figures do not hang on the weekday a test runs.
  await put('/api/repair/setting/sla', {
    workDays: everyDay,
    workStart: '08:00',
    workEnd: '17:00',
    holidays: [],
    warnHours: 1,
  });
  const kit: RepairKit = {
    staff,
    resident,
    neighbour,
    unitIds,
    categories: { plumbing, aircon },
    technicians: { somchai: byName('สมชาย'), wichai: byName('วิชัย') },
    items: { pipe: prices.json().items[0].itemID },
    post,
    get,
    async file(extra = {}) {
      const res = await post(resident, '/api/repair/resident/request/create', {
        unitID: unitIds.home,
        categoryID: plumbing,
        description: 'น้ำรั่วใต้อ่างล้างจาน',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async walkTo(requestID, state) {
      const steps: [Member, string, object][] = [
        [staff, '/api/repair/pmc/request/accept', {}],
        [staff, '/api/repair/pmc/request/quote', { lines: [{ itemID: kit.items.pipe, quantity: 1 }] }],
        [resident, '/api/repair/resident/request/quote/approve', {}],
        [staff, '/api/repair/pmc/request/schedule', { startsAt: slotAt(2) }],
        [staff, '/api/repair/pmc/request/progress', { note: 'เปลี่ยนท่อแล้ว' }],
        [staff, '/api/repair/pmc/request/close', { note: 'เสร็จ', collectedSatang: 45_000, method: 'CASH' }],
        [resident, '/api/repair/resident/request/close/confirm', { fixed: true }],
      ];
      const upTo = [
        'ACCEPTED',
        'QUOTED',
        'APPROVED',
        'SCHEDULED',
        'IN_PROGRESS',
        'CLOSE_REQUESTED',
        'CLOSED',
      ].indexOf(state);
      for (const [who, url, body] of steps.slice(0, upTo + 1)) {
        const res = await post(who, url, { requestID, ...body });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      }
    },
  };
  return kit;
}
