import { VEHICLE_TYPES } from '@cc/contracts/vms-fee';
import { PAYMENT_METHODS, VISITOR_TYPES } from '@cc/contracts/vms-records';
import { REPORT_DAYS_MAX, type VisitReport } from '@cc/contracts/vms-report-ops';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';
import {
  overstayMinutesOf,
  type ReportWork,
  type Span,
  type VisitGroup,
  visitGroups,
} from './report-queries';

/** Days from..to, both ends counted. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** The instants of a range of community days; a reversed or too long range is the caller's mistake. */
export function spanOf(from: string, to: string, timeZone: string): Span {
  if (to < from) throw badRequest('VMS_REPORT_RANGE_REVERSED');
  if (daysBetween(from, to) > REPORT_DAYS_MAX)
    throw badRequest('VMS_REPORT_RANGE_TOO_LONG', { max: REPORT_DAYS_MAX });
  return { start: startOfLocalDay(from, timeZone), end: startOfLocalDay(addDays(to, 1), timeZone) };
}

type Share = { visits: number; feeSatang: number };
const add = (into: Share, g: VisitGroup) => {
  into.visits += g.visits;
  into.feeSatang += g.feeSatang;
};
const zero = (): Share => ({ visits: 0, feeSatang: 0 });

/** The report folded from the grouped counts: every day of the range, every type in the contract's order. */
export function foldReport(from: string, to: string, groups: VisitGroup[]): VisitReport {
  const days = new Map<string, Share>();
  for (let d = from; d <= to; d = addDays(d, 1)) days.set(d, zero());
  const visitorTypes = new Map(VISITOR_TYPES.map((t) => [t, zero()]));
  const vehicleTypes = new Map<(typeof VEHICLE_TYPES)[number] | null, Share>(
    [...VEHICLE_TYPES, null].map((t) => [t, zero()]),
  );
  const payments = new Map(PAYMENT_METHODS.map((m) => [m, zero()]));
  const totals = { visits: 0, withVehicle: 0, feeSatang: 0, forcedOut: 0, overstays: 0, inside: 0 };
  for (const g of groups) {
    add(days.get(g.day) ?? zero(), g);
    add(visitorTypes.get(g.visitorType)!, g);
    add(vehicleTypes.get(g.vehicleType)!, g);
    if (g.paymentMethod) add(payments.get(g.paymentMethod)!, g);
    totals.visits += g.visits;
    totals.feeSatang += g.feeSatang;
    totals.forcedOut += g.forcedOut;
    totals.overstays += g.overstays;
    totals.inside += g.inside;
    if (g.vehicleType) totals.withVehicle += g.visits;
  }
  return {
    from,
    to,
    totals,
    days: [...days].map(([date, s]) => ({ date, ...s })),
    visitorTypes: [...visitorTypes].map(([visitorType, s]) => ({ visitorType, ...s })),
    vehicleTypes: [...vehicleTypes].map(([vehicleType, s]) => ({ vehicleType, ...s })),
    payments: [...payments].map(([paymentMethod, s]) => ({ paymentMethod, ...s })),
  };
}

/** Visits and fees of the community days from..to. */
export async function reportBetweenDates(w: ReportWork, from: string, to: string): Promise<VisitReport> {
  const span = spanOf(from, to, w.timeZone);
  const groups = await visitGroups(w, span, await overstayMinutesOf(w));
  return foldReport(from, to, groups);
}
