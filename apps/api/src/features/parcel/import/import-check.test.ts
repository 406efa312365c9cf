import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { expectRefusal } from '../../../test/refusal';
import { type Desk, newTracking, openDesk, RIVERSIDE } from '../parcel-test-kit';
import { counts, csv, HEAD, row, upload } from './import-test-kit';

let d: Desk;
beforeAll(async () => {
  d = await openDesk();
});
afterAll(() => d.t.close());

describe('GET /api/parcel/import/template', () => {
  it('downloads an Excel template with the headings and a guide sheet', async () => {
    const res = await d.call('pmc', 'GET', '/api/parcel/import/template', {
      query: { communityID: RIVERSIDE },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('parcel-import.xlsx');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets[0]!.data[0]).toEqual(HEAD);
    expect(sheets[1]!.sheet).toBe('How to fill in');
  });

  it('downloads a CSV template', async () => {
    const res = await d.call('pmc', 'GET', '/api/parcel/import/template', {
      query: { communityID: RIVERSIDE, format: 'csv' },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body).toBe(`\uFEFF${HEAD.join(',')}\r\n`);
  });
});

describe('POST /api/parcel/import (dry run)', () => {
  it('checks a good CSV and saves nothing', async () => {
    const before = await counts(d);
    const res = await upload(d, csv([row(), row('b-0801', { carrier: 'flash express' })]), true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ total: 2, valid: 2, errors: [] });
    expect(await counts(d)).toEqual(before);
  });

  it('reports every bad row and column of an Excel file, row numbers as the sheet shows them', async () => {
    const waiting = newTracking('WAIT');
    await d.call('guard', 'POST', '/api/parcel/pmc', {
      body: {
        communityID: RIVERSIDE,
        trackingNo: waiting,
        carrier: 'Kerry Express',
        type: 'BOX',
        unitID: await d.unit('A-0304'),
        recipientName: 'A B',
      },
    });
    const dup = newTracking('TWICE');
    const file = await writeXlsxFile([
      HEAD,
      row(),
      ['', 'Kerry Express', 'BOX', 'Z-9999', 'x', '', '', ''],
      row('A-0304', { carrier: 'Pony Express', type: 'CRATE', phone: '12' }),
      [dup, 'Kerry Express', 'BOX', 'A-0304', 'A', '', '', ''],
      [dup, 'Kerry Express', 'BOX', 'A-0304', 'A', '', '', ''],
      [waiting, 'Kerry Express', 'BOX', 'A-0304', 'A', '', '', ''],
      row('A-0304', { at: '2099-01-01 10:00' }),
      row('A-0304', { at: 'yesterday' }),
    ]).toBuffer();
    const before = await counts(d);
    const res = await upload(d, file, true, 'parcels.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const { total, valid, errors } = res.json().data;
    expect({ total, valid }).toEqual({ total: 8, valid: 2 });
    expect(errors).toEqual([
      { row: 3, column: 'Tracking number', message: 'Tracking number is required' },
      { row: 3, column: 'Unit', message: 'There is no unit Z-9999' },
      { row: 4, column: 'Carrier', message: 'Pony Express is not a carrier this community uses' },
      { row: 4, column: 'Type', message: 'CRATE is not a parcel type this community uses' },
      { row: 4, column: 'Phone', message: 'Mobile number must be 8 to 19 digits' },
      { row: 6, column: 'Tracking number', message: `${dup} is also on row 5` },
      {
        row: 7,
        column: 'Tracking number',
        message: expect.stringMatching(new RegExp(`^${waiting} is already waiting as parcel no. \\d+$`)),
      },
      { row: 8, column: 'Received at', message: 'Received at is in the future' },
      { row: 9, column: 'Received at', message: expect.stringContaining('must be a date') },
    ]);
    expect(await counts(d)).toEqual(before);
  });

  it('writes each row problem in the language of the request', async () => {
    const file = csv([
      ['', 'Pony Express', 'BOX', 'Z-9999', 'A', '12', '', 'yesterday'],
      row('A-0304', { at: '2099-01-01 10:00' }),
    ]);
    const res = await upload(d, file, true, 'parcels.csv', 'th');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.errors).toEqual([
      { row: 2, column: 'Tracking number', message: 'กรุณากรอก เลขพัสดุ' },
      { row: 2, column: 'Carrier', message: 'Pony Express ไม่ใช่บริษัทขนส่งที่โครงการนี้ใช้' },
      { row: 2, column: 'Unit', message: 'ไม่พบห้อง Z-9999' },
      { row: 2, column: 'Phone', message: expect.stringMatching(/^เบอร์โทร: .*[ก-๙]/) },
      { row: 2, column: 'Received at', message: expect.stringMatching(/^วันที่รับต้องเป็นวันที่และเวลา/) },
      { row: 3, column: 'Received at', message: 'วันที่รับเป็นเวลาในอนาคต กรุณาตรวจสอบ' },
    ]);
  });

  it('refuses files it cannot use, with the reason', async () => {
    expectRefusal(await upload(d, csv([]), true), 400, 'IMPORT_EMPTY');
    expectRefusal(
      await upload(d, 'Tracking,Unit\r\nX,Y\r\n', true),
      400,
      'IMPORT_HEADINGS',
      /no Carrier, Recipient column/,
    );
    expectRefusal(
      await upload(d, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), true, 'x.xlsx'),
      400,
      'UNREADABLE_FILE',
    );
    expectRefusal(
      await upload(d, Buffer.from([0, 159, 146, 150, 0, 1]), true, 'x.bin'),
      400,
      'UNSUPPORTED_FILE',
    );
    const noFile = await d.call('pmc', 'POST', '/api/parcel/import', {
      query: { communityID: RIVERSIDE },
      body: {},
    });
    expectRefusal(noFile, 400, 'NO_FILE');
  });
});
