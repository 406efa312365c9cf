import type { FacilityFields } from '@cc/contracts/facilitybooking-inputs';
import { expect } from 'vitest';
import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { facilityBookings } from './tables';

const ZONE = 'Asia/Bangkok';

/** Open every day 06:00 to 22:00 in one-hour slots, ten places, booking a month ahead. */
export const GYM: FacilityFields = {
  name: 'Gym',
  description: null,
  rules: null,
  slotMinutes: 60,
  capacity: 10,
  maxPeople: 2,
  limits: { perDay: null, perWeek: null, open: null },
  advanceDays: 30,
  opensAt: '08:00',
  noticeMinutes: 0,
  cancelCutoffMinutes: 60,
  requiresApproval: false,
  feeSatang: 0,
  depositSatang: 0,
  audience: 'ALL_RESIDENTS',
  checkInGraceMinutes: 15,
  hours: Array.from({ length: 7 }, () => ({ open: '06:00', close: '22:00' })),
  closedDates: [],
};

/** The community day `days` from today (Bangkok). */
export const dayFromToday = (days: number) => addDays(localDate(new Date(), ZONE), days);
/** The instant of a Bangkok wall-clock time on the day `days` from today, as the API takes it. */
export const at = (days: number, clock: string) =>
  wallTimeToInstant(Date.parse(`${dayFromToday(days)}T${clock}:00Z`), ZONE).toISOString();

export interface FacilityKit {
  staff: Member;
  /** Owner of A-0101, owner of A-0102, tenant of A-0103. */
  residents: Record<'a' | 'b' | 'tenant', Member>;
  unitIds: Record<'a' | 'b' | 'tenant', string>;
  facility(fields?: Partial<FacilityFields>): Promise<string>;
  /** Books a slot as `who` for a unit; answers the response. */
  book(
    who: Member,
    unit: 'a' | 'b' | 'tenant',
    facilityID: string,
    startsAt: string,
    more?: object,
  ): ReturnType<Member['call']>;
  post(who: Member, url: string, body: object): ReturnType<Member['call']>;
  get(who: Member, url: string, query?: Record<string, string | undefined>): ReturnType<Member['call']>;
}

export async function facilityKit(community: CommunityKit): Promise<FacilityKit> {
  const staff = await community.member('PMC');
  const unitIds = {
    a: await community.unit('A-0101'),
    b: await community.unit('A-0102'),
    tenant: await community.unit('A-0103'),
  };
  const residents = {
    a: await community.member('RESIDENT', { home: { unitId: unitIds.a } }),
    b: await community.member('RESIDENT', { home: { unitId: unitIds.b } }),
    tenant: await community.member('RESIDENT', { home: { unitId: unitIds.tenant, unitRole: 'TENANT' } }),
  };
  const communityID = community.id;
  const post: FacilityKit['post'] = (who, url, body) =>
    who.call('POST', url, { body: { communityID, ...body } });
  const get: FacilityKit['get'] = (who, url, query = {}) =>
    who.call('GET', url, { query: { communityID, ...query } });
  return {
    staff,
    residents,
    unitIds,
    async facility(fields = {}) {
      const res = await post(staff, '/api/facility/create', { ...GYM, ...fields });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.facilityID;
    },
    book: (who, unit, facilityID, startsAt, more = {}) =>
      post(who, '/api/facility/booking', { facilityID, unitID: unitIds[unit], startsAt, ...more }),
    post,
    get,
  };
}

/**
 * A confirmed booking written straight into the table, for times the API would refuse to book
 * now (under way, over): what check-in, no-shows and reports work on.
 */
export async function bookedAt(
  db: TestApp['db'],
  community: CommunityKit,
  k: FacilityKit,
  facilityId: string,
  unit: 'a' | 'b' | 'tenant',
  startsInMinutes: number,
  minutes = 60,
) {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  const [row] = await db
    .insert(facilityBookings)
    .values({
      communityId: community.id,
      facilityId,
      unitId: k.unitIds[unit],
      unitNo: unit,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      day: localDate(startsAt, ZONE),
      people: 1,
      places: 1,
      exclusive: false,
      state: 'CONFIRMED',
      feeSatang: 0,
      depositSatang: 0,
      depositState: 'NONE',
      code: `code-${crypto.randomUUID()}`,
      bookedByName: 'kit',
      source: 'APP',
    })
    .returning();
  return row!;
}
