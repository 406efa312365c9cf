import type { ParkingFeeRule } from '@cc/contracts/vms-fee';
import { thaiIdCheckDigit } from '@cc/contracts/vms-id';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { vmsVisits } from './tables';

const FIRST12 = '110170020345';
/** A valid 13-digit Thai ID (its check digit computed), to look for later in stored rows. */
export const THAI_ID = `${FIRST12}${thaiIdCheckDigit(FIRST12)}`;

/** 20 baht an hour, 15 minutes' grace, a stamp worth 2 hours; no cap and no overnight, so a fee does not hang on the hour a test runs. */
const RULE: ParkingFeeRule = {
  graceMinutes: 15,
  perHourSatang: 2_000,
  dailyCapSatang: null,
  overnightBoundary: '03:00',
  overnightFeeSatang: 0,
  lostSlipFeeSatang: 10_000,
  stampMinutes: 120,
  couponHours: 3,
};
export const KIT_RULES = {
  CAR: RULE,
  MOTORCYCLE: { ...RULE, perHourSatang: 1_000 },
  TRUCK: RULE,
  OTHER: RULE,
};

export interface VmsKit {
  guard: Member;
  staff: Member;
  resident: Member;
  neighbour: Member;
  unitIds: { home: string; next: string };
  post(who: Member, url: string, body: object): ReturnType<Member['call']>;
  get(
    who: Member,
    url: string,
    query?: Record<string, string | number | undefined>,
  ): ReturnType<Member['call']>;
  /** A car visiting the resident's unit, checked in by the guard; answers the visit. */
  checkin(extra?: object): Promise<VisitDetail>;
  /** Moves a visit's entry `minutes` into the past, as if it came in then. */
  backdate(visitID: string, minutes: number): Promise<void>;
}

export async function vmsKit(api: TestApp, community: CommunityKit): Promise<VmsKit> {
  const guard = await community.member('GUARD');
  const staff = await community.member('PMC');
  const unitIds = { home: await community.unit('A-0101'), next: await community.unit('A-0102') };
  const resident = await community.member('RESIDENT', { home: { unitId: unitIds.home } });
  const neighbour = await community.member('RESIDENT', { home: { unitId: unitIds.next } });
  const communityID = community.id;
  const post: VmsKit['post'] = (who, url, body) => who.call('POST', url, { body: { communityID, ...body } });
  const get: VmsKit['get'] = (who, url, query = {}) =>
    who.call('GET', url, { query: { communityID, ...query } });
  const fee = await staff.call('PUT', '/api/vms/fee', { body: { communityID, rules: KIT_RULES } });
  expect(fee.statusCode, fee.body).toBe(200);
  return {
    guard,
    staff,
    resident,
    neighbour,
    unitIds,
    post,
    get,
    async checkin(extra = {}) {
      const res = await post(guard, '/api/vms/visitor/checkin', {
        name: 'สมหญิง ใจดี',
        phone: '0812345678',
        visitorType: 'GUEST',
        vehicleType: 'CAR',
        plate: 'กข 1234',
        province: 'กรุงเทพมหานคร',
        unitID: unitIds.home,
        purpose: 'เยี่ยมญาติ',
        badge: `V-${Math.floor(Math.random() * 1e6)}`,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
    async backdate(visitID, minutes) {
      await api.db
        .update(vmsVisits)
        .set({ checkedInAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(vmsVisits.id, visitID));
    },
  };
}
