import { type ParkingFeeRule, type ParkingFeeRules, VEHICLE_TYPES } from '@cc/contracts/vms-fee';

/** A rule as the form shows it: money in baht (two decimals), the cap blank for none. */
export type RuleForm = Omit<
  ParkingFeeRule,
  'perHourSatang' | 'dailyCapSatang' | 'overnightFeeSatang' | 'lostSlipFeeSatang'
> & {
  perHour: number;
  dailyCap: number | null;
  overnightFee: number;
  lostSlipFee: number;
};
export type FeeForm = Record<(typeof VEHICLE_TYPES)[number], RuleForm>;

const toBaht = (satang: number) => satang / 100;
const toSatang = (baht: number) => Math.round(baht * 100);

export const toForm = (rules: ParkingFeeRules): FeeForm =>
  Object.fromEntries(
    VEHICLE_TYPES.map((v) => {
      const { perHourSatang, dailyCapSatang, overnightFeeSatang, lostSlipFeeSatang, ...rest } = rules[v];
      return [
        v,
        {
          ...rest,
          perHour: toBaht(perHourSatang),
          dailyCap: dailyCapSatang === null ? null : toBaht(dailyCapSatang),
          overnightFee: toBaht(overnightFeeSatang),
          lostSlipFee: toBaht(lostSlipFeeSatang),
        },
      ];
    }),
  ) as FeeForm;

export const toRules = (form: FeeForm): ParkingFeeRules =>
  Object.fromEntries(
    VEHICLE_TYPES.map((v) => {
      const { perHour, dailyCap, overnightFee, lostSlipFee, ...rest } = form[v];
      return [
        v,
        {
          ...rest,
          perHourSatang: toSatang(perHour),
          dailyCapSatang: dailyCap === null || dailyCap === undefined ? null : toSatang(dailyCap),
          overnightFeeSatang: toSatang(overnightFee),
          lostSlipFeeSatang: toSatang(lostSlipFee),
        },
      ];
    }),
  ) as ParkingFeeRules;
