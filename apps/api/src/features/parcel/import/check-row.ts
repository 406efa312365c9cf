import type { Lang } from '@cc/contracts/i18n';
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
import { describeIssues } from '../../../platform/i18n/validation-message';
import { inLanguage } from '../refusals';
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
  /** The language the report is read in. */
  lang: Lang;
}

const CLOCK_SKEW_MS = 5 * 60_000;
const MAX_NOTE = 500;
export const headerOf = (key: ImportColumnKey) => IMPORT_COLUMNS.find((c) => c.key === key)!.header;
/** The column as the reader calls it: Thai offices head their sheets in Thai. */
const columnName = (key: ImportColumnKey, lang: Lang) =>
  lang === 'th' ? IMPORT_COLUMNS.find((c) => c.key === key)!.thaiHeader : headerOf(key);
type Problems = [ImportColumnKey, string][];

/**
 * One row's cells as a parcel to save, or every problem with them (not just the first), each
 * with its column, so the office can fix the whole row at once.
 */
export function checkRow(
  cell: (key: ImportColumnKey) => Cell | undefined,
  row: number,
  { ctx, seen, timeZone, now, lang }: RowContext,
): { row: ImportRow } | { problems: Problems } {
  const problems: Problems = [];
  const fail = (key: ImportColumnKey, message: string) => void problems.push([key, message]);
  const required = (key: ImportColumnKey) =>
    fail(key, inLanguage(lang, 'IMPORT_ROW_REQUIRED', { column: columnName(key, lang) }));
  const field = <T>(key: ImportColumnKey, schema: z.ZodType<T>, value: string): T | undefined => {
    if (value === '') return void required(key);
    const result = schema.safeParse(value, { reportInput: true });
    if (!result.success) {
      // The issue names the column, so a language other than the schema's English can say which.
      const issues = result.error.issues.slice(0, 1).map((i) => ({ ...i, path: [columnName(key, lang)] }));
      problems.push([key, describeIssues(issues, lang)]);
    }
    return result.data;
  };
  const trackingNo = field('trackingNo', trackingNoSchema, cellText(cell('trackingNo')));
  if (trackingNo) {
    const key = trackingKey(trackingNo);
    const earlier = seen.get(key);
    const waiting = ctx.waitingTracking.get(key);
    if (earlier)
      fail('trackingNo', inLanguage(lang, 'IMPORT_ROW_DUPLICATE_IN_FILE', { trackingNo, row: earlier }));
    else if (waiting)
      fail('trackingNo', inLanguage(lang, 'IMPORT_ROW_ALREADY_WAITING', { trackingNo, no: waiting }));
    seen.set(key, earlier ?? row);
  }
  const carrierText = field('carrier', carrierSchema, cellText(cell('carrier')));
  const carrier = carrierText && ctx.carrier(carrierText);
  if (carrierText && !carrier)
    fail('carrier', inLanguage(lang, 'IMPORT_ROW_UNKNOWN_CARRIER', { carrier: carrierText }));
  const typeText = cellText(cell('type')).toUpperCase() || 'BOX';
  const type = PARCEL_TYPES.find((t) => t === typeText);
  if (!type || !ctx.types.includes(type))
    fail('type', inLanguage(lang, 'IMPORT_ROW_UNKNOWN_TYPE', { type: typeText }));
  const unitText = cellText(cell('unitNo'));
  const unit = ctx.unit(unitText);
  if (!unit && !unitText) required('unitNo');
  else if (!unit) fail('unitNo', inLanguage(lang, 'IMPORT_ROW_NO_UNIT', { unitNo: unitText }));
  const recipientName = field(
    'recipientName',
    personNameSchema('Recipient'),
    cellText(cell('recipientName')),
  );
  const phone = phoneText(cell('recipientPhone'));
  const recipientPhone = phone ? field('recipientPhone', mobileSchema, phone) : null;
  const note = cellText(cell('note'));
  if (note.length > MAX_NOTE) fail('note', inLanguage(lang, 'IMPORT_ROW_NOTE_TOO_LONG', { max: MAX_NOTE }));
  const receivedAt = receivedAtOf(cell('receivedAt'), timeZone);
  if (receivedAt === undefined) fail('receivedAt', inLanguage(lang, 'IMPORT_ROW_NOT_A_DATE'));
  else if (receivedAt && receivedAt.getTime() > now + CLOCK_SKEW_MS)
    fail('receivedAt', inLanguage(lang, 'IMPORT_ROW_IN_FUTURE'));

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
