import {
  carrierSchema,
  PARCEL_TYPES,
  type ParcelType,
  personNameSchema,
  trackingNoSchema,
} from '@cc/contracts/parcel';
import { IMPORT_COLUMNS, type ImportColumnKey } from '@cc/contracts/parcel-import';
import { mobileSchema } from '@cc/contracts/session';
import type { z } from 'zod';
import { trackingKey } from '../search-keys';
import { cellText, phoneText, receivedAtOf } from './cells';
import type { DirectoryUnit, ImportContext } from './import-context';
import type { Cell } from './read-sheet';

export interface ImportRow {
  trackingNo: string;
  carrier: string;
  type: ParcelType;
  unit: DirectoryUnit;
  recipientName: string;
  recipientPhone: string | null;
  note: string | null;
  receivedAt: Date | null;
}

export interface RowContext {
  ctx: ImportContext;
  /** Tracking numbers of the rows above, with the row each was on. */
  seen: Map<string, number>;
  timeZone: string;
  now: number;
}

const CLOCK_SKEW_MS = 5 * 60_000;
export const headerOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((c) => c.key === key)!.header;
type Problems = [ImportColumnKey, string][];

/**
 * One row's cells as a parcel to save, or every problem with them (not just the first), each
 * with its column, so the office can fix the whole row at once.
 */
export function checkRow(
  cell: (key: ImportColumnKey) => Cell | undefined,
  row: number,
  { ctx, seen, timeZone, now }: RowContext,
): { row: ImportRow } | { problems: Problems } {
  const problems: Problems = [];
  const fail = (key: ImportColumnKey) => (message: string) => void problems.push([key, message]);
  const field = <T>(key: ImportColumnKey, schema: z.ZodType<T>, value: string): T | undefined => {
    if (value === '') return void fail(key)(`${headerOf(key)} is required`);
    const result = schema.safeParse(value);
    if (!result.success) fail(key)(result.error.issues[0]?.message ?? 'is not valid');
    return result.data;
  };
  const trackingNo = field('trackingNo', trackingNoSchema, cellText(cell('trackingNo')));
  if (trackingNo) {
    const key = trackingKey(trackingNo);
    const earlier = seen.get(key);
    const waiting = ctx.waitingTracking.get(key);
    if (earlier) fail('trackingNo')(`${trackingNo} is also on row ${earlier}`);
    else if (waiting) fail('trackingNo')(`${trackingNo} is already waiting as parcel no. ${waiting}`);
    seen.set(key, earlier ?? row);
  }
  const carrierText = field('carrier', carrierSchema, cellText(cell('carrier')));
  const carrier = carrierText && ctx.carrier(carrierText);
  if (carrierText && !carrier) fail('carrier')(`${carrierText} is not a carrier this community uses`);
  const typeText = cellText(cell('type')).toUpperCase() || 'BOX';
  const type = PARCEL_TYPES.find((t) => t === typeText);
  if (!type || !ctx.types.includes(type))
    fail('type')(`${typeText} is not a parcel type this community uses`);
  const unitText = cellText(cell('unitNo'));
  const unit = ctx.unit(unitText);
  if (!unit) fail('unitNo')(unitText ? `There is no unit ${unitText}` : 'Unit is required');
  const recipientName = field(
    'recipientName',
    personNameSchema('Recipient'),
    cellText(cell('recipientName')),
  );
  const phone = phoneText(cell('recipientPhone'));
  const recipientPhone = phone ? field('recipientPhone', mobileSchema, phone) : null;
  const note = cellText(cell('note'));
  if (note.length > 500) fail('note')('Note must be at most 500 characters');
  const receivedAt = receivedAtOf(cell('receivedAt'), timeZone);
  if (receivedAt === undefined)
    fail('receivedAt')('Received at must be a date (YYYY-MM-DD HH:mm or DD/MM/YYYY HH:mm)');
  else if (receivedAt && receivedAt.getTime() > now + CLOCK_SKEW_MS)
    fail('receivedAt')('Received at is in the future');

  if (problems.length) return { problems };
  return {
    row: {
      trackingNo: trackingNo!,
      carrier: carrier!,
      type: type!,
      unit: unit!,
      recipientName: recipientName!,
      recipientPhone: recipientPhone ?? null,
      note: note || null,
      receivedAt: receivedAt ?? null,
    },
  };
}
