import type { BillDetail, ChargeSettings } from '@cc/contracts/billing';
import { DEFAULT_CHARGES } from '@cc/contracts/billing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { units } from '../../platform/residence/tables';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';

export const CHARGES: ChargeSettings = {
  ...DEFAULT_CHARGES,
  commonFeeBasis: 'AREA',
  commonFeeRateSatang: 3550, // ฿35.50 a m²
  parkingRateSatang: 50000,
  fixedLines: [{ description: 'ค่าขยะ', amountSatang: 4000 }],
  dueDay: 10,
};

export interface BillingKit {
  staff: Member;
  buildingA: string;
  buildingB: string;
  /** A1, A2 in building A (45.5 m², 30 m²), B1 in building B (60 m²). */
  unitIds: Record<'A1' | 'A2' | 'B1', string>;
  /** POSTs or PUTs a body of this community as the staff member; answers the response. */
  send(method: 'POST' | 'PUT', url: string, body: object): ReturnType<Member['call']>;
  get(url: string, query?: Record<string, string | number | undefined>): ReturnType<Member['call']>;
  /** A bill made through the API (issued unless asked otherwise); answers its detail. */
  bill(unit: 'A1' | 'A2' | 'B1', period?: string, extra?: object): Promise<BillDetail>;
}

/** A community with two buildings, three units with areas, charges set and a PMC member. */
export async function billingKit(api: TestApp, community: CommunityKit): Promise<BillingKit> {
  const staff = await community.member('PMC');
  const buildingA = await community.building('A');
  const buildingB = await community.building('B');
  const unitIds = {
    A1: await community.unit('A1', { buildingId: buildingA }),
    A2: await community.unit('A2', { buildingId: buildingA }),
    B1: await community.unit('B1', { buildingId: buildingB }),
  };
  const areas = { A1: '45.50', A2: '30.00', B1: '60.00' };
  for (const [no, area] of Object.entries(areas)) {
    await api.db
      .update(units)
      .set({ areaSqm: area })
      .where(eq(units.id, unitIds[no as 'A1']));
  }
  const communityID = community.id;
  const send: BillingKit['send'] = (method, url, body) =>
    staff.call(method, url, { body: { communityID, ...body } });
  const get: BillingKit['get'] = (url, query = {}) =>
    staff.call('GET', url, { query: { communityID, ...query } });
  expect((await send('PUT', '/api/billing/setting/charge', { charges: CHARGES })).statusCode).toBe(200);
  return {
    staff,
    buildingA,
    buildingB,
    unitIds,
    send,
    get,
    async bill(unit, period = '2026-10', extra = {}) {
      const res = await send('POST', '/api/billing/create', { unitID: unitIds[unit], period, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    },
  };
}
