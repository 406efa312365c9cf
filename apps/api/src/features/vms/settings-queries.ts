import { randomBytes } from 'node:crypto';
import type { ParkingFeeRule, ParkingFeeRules } from '@cc/contracts/vms-fee';
import { OVERSTAY_MINUTES_DEFAULT } from '@cc/contracts/vms-records';
import { vmsSettings } from './tables';
import type { VmsWork } from './vms-work';

const car: ParkingFeeRule = {
  graceMinutes: 15,
  perHourSatang: 2_000,
  dailyCapSatang: 20_000,
  overnightBoundary: '03:00',
  overnightFeeSatang: 20_000,
  lostSlipFeeSatang: 10_000,
  stampMinutes: 120,
  couponHours: 3,
};

/** What a community charges until its office sets its own rules: a common Bangkok condo's. */
export const DEFAULT_FEE_RULES: ParkingFeeRules = {
  CAR: car,
  MOTORCYCLE: { ...car, perHourSatang: 1_000, dailyCapSatang: 10_000, overnightFeeSatang: 10_000 },
  TRUCK: { ...car, perHourSatang: 5_000, dailyCapSatang: 50_000, overnightFeeSatang: 50_000 },
  OTHER: car,
};

export interface GateSettings {
  secret: Buffer;
  rules: ParkingFeeRules;
  overstayMinutes: number;
}

/**
 * The community's gate settings; the first call makes its row with a fresh 32-byte secret (a
 * concurrent first call keeps whichever row landed first, so the secret never changes under
 * a hash already stored).
 */
export async function loadGate(w: Pick<VmsWork, 'tx' | 'scope'>): Promise<GateSettings> {
  const read = () => w.tx.select().from(vmsSettings).where(w.scope.owns(vmsSettings));
  let [row] = await read();
  if (!row) {
    // The community's first gate work makes its row; of two at once the second finds it made.
    await w.tx
      .insert(vmsSettings)
      .values({ communityId: w.scope.communityId, idSecret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    [row] = await read();
  }
  return {
    secret: Buffer.from(row!.idSecret, 'base64url'),
    rules: row!.feeRules ?? DEFAULT_FEE_RULES,
    overstayMinutes: row!.overstayMinutes ?? OVERSTAY_MINUTES_DEFAULT,
  };
}

export async function saveFee(w: VmsWork, rules: ParkingFeeRules, overstayMinutes: number | undefined) {
  await loadGate(w);
  await w.tx
    .update(vmsSettings)
    .set({ feeRules: rules, ...(overstayMinutes ? { overstayMinutes } : {}), updatedAt: w.now })
    .where(w.scope.owns(vmsSettings));
  return loadGate(w);
}
