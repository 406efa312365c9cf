import { RANGE_DAYS_MAX } from '@cc/contracts/facilitybooking';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';

/** A range of community days as instants [from 00:00, day after `to` 00:00), checked for length. */
export function dayRange(from: string, to: string, timeZone: string, max = RANGE_DAYS_MAX) {
  if (to < from) throw badRequest('RANGE_BACKWARDS');
  if (addDays(from, max - 1) < to) throw badRequest('FACILITY_RANGE_TOO_LONG', { max });
  return { from: startOfLocalDay(from, timeZone), to: startOfLocalDay(addDays(to, 1), timeZone) };
}
