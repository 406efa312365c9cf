import type { ImportLine } from '@cc/contracts/parcel-import';
import { eq } from 'drizzle-orm';
import { countRows } from '../../../test/rows';
import { bearer } from '../../../test/test-app';
import { type Desk, newTracking, RIVERSIDE } from '../parcel-test-kit';
import { parcelCounters, parcelEvents, parcels } from '../tables';

/** Files to import, their upload, and what an import may change: for the import tests. */
export const HEAD = [
  'Tracking number',
  'Carrier',
  'Type',
  'Unit',
  'Recipient',
  'Phone',
  'Note',
  'Received at',
];
export const row = (
  unit = 'A-0304',
  extra: Partial<Record<'carrier' | 'type' | 'phone' | 'at', string>> = {},
) => [
  newTracking('IMP'),
  extra.carrier ?? 'Kerry Express',
  extra.type ?? 'box',
  unit,
  'คุณนำเข้า ทดสอบ',
  extra.phone ?? '0812345678',
  '',
  extra.at ?? '',
];
export const csv = (rows: string[][]) => `\uFEFF${[HEAD, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`;

/** `lang` is the request's Accept-Language; without it the report is English. */
export function upload(d: Desk, file: Buffer | string, dryRun: boolean, name = 'parcels.csv', lang?: string) {
  const boundary = '----import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return d.t.app.inject({
    method: 'POST',
    url: '/api/parcel/import',
    query: { communityID: RIVERSIDE, dryRun: String(dryRun) },
    headers: {
      ...bearer(d.tokens.pmc),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(lang && { 'accept-language': lang }),
    },
    payload,
  });
}
export const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as ImportLine);
export const counts = async (d: Desk) => ({
  parcels: await countRows(d.t.db, parcels),
  events: await countRows(d.t.db, parcelEvents),
  lastNo: (await d.t.db.select().from(parcelCounters).where(eq(parcelCounters.communityId, RIVERSIDE)))[0]!
    .lastNo,
});
