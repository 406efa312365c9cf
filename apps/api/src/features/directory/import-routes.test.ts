import { and, eq, like } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { auditLog } from '../../platform/audit/tables';
import { units } from '../../platform/residence/tables';
import { appWithCallers, type Caller, callerFor, multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import type { TestApp } from '../../test/test-app';

const C = 'riverside-condo';
const HEADER = [
  'เลขที่ห้อง / Unit no.',
  'อาคาร / Building',
  'ชั้น / Floor',
  'พื้นที่ (ตร.ม.) / Area (m2)',
  'อัตราส่วนกรรมสิทธิ์ / Ownership ratio',
  'ประเภทห้อง / Unit type',
];
type Cell = string | number | null;

let t: TestApp;
let pmc: Caller;
beforeAll(async () => {
  ({ t, pmc } = await appWithCallers('pmc'));
});
afterAll(() => t.close());

const xlsx = (rows: Cell[][]) => writeXlsxFile(rows).toBuffer();
const upload = async (url: string, bytes: Buffer, who: Caller = pmc) => {
  const { payload, headers } = multipart({}, { file: { name: 'units.xlsx', bytes } });
  return who('POST', url, { query: { communityID: C }, payload, headers });
};
const check = (bytes: Buffer) => upload('/api/community/unit/import', bytes);
const commit = (bytes: Buffer) => upload('/api/community/unit/import/commit', bytes);
const count = () => countRows(t.db, units, eq(units.communityId, C));

const GOOD: Cell[][] = [
  HEADER,
  ['C-0101', 'อาคาร A', 1, 35.25, 0.0051, '1 ห้องนอน'],
  ['c-0102', 'อาคาร a', '1', '1,035.5', '0.0062', null],
  [null, null, null, null, null, null],
  ['C-0103', null, null, null, null, null],
];

describe('the import template', () => {
  it('is an .xlsx with Thai and English headers and the building names', async () => {
    const res = await pmc('GET', '/api/community/unit/import/template', { query: { communityID: C } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('unit-import-template.xlsx');
    const sheets = await readXlsxFile(res.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(['Units', 'Buildings', 'Help']);
    expect(sheets[0]!.data).toEqual([HEADER]);
    expect(sheets[1]!.data.slice(1)).toEqual([
      ['อาคาร A', 8],
      ['อาคาร B', 8],
    ]);
  });
});

describe('dry run', () => {
  it('reports a good file as all valid and saves nothing', async () => {
    const before = await count();
    const res = await check(await xlsx(GOOD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ rows: 3, valid: 3, errors: [] });
    expect(await count()).toBe(before);
  });

  it('reports every bad row by row number and field, and saves nothing', async () => {
    const before = await count();
    const res = await check(
      await xlsx([
        [null],
        HEADER,
        ['C-0201', 'อาคาร Z', 1, 30, 0.01, null],
        ['', 'อาคาร A', 1, 30, 0.01, null],
        ['C#02', 'อาคาร A', 'two', -3, 2, null],
        ['C-0204', 'อาคาร A', 9, 30.123, 0.0000001, null],
        ['A-0304', 'อาคาร A', 3, 30, 0.01, null],
        ['C-0206', null, null, null, null, null],
        ['c-0206', null, null, null, null, null],
      ]),
    );
    expect(res.statusCode).toBe(200);
    const { rows, valid, errors } = res.json().data;
    expect({ rows, valid }).toEqual({ rows: 7, valid: 1 });
    const at = (row: number) =>
      errors.filter((e: { row: number }) => e.row === row).map((e: { field: string }) => e.field);
    expect(at(3)).toEqual(['building']);
    expect(at(4)).toEqual(['unitNo']);
    expect(at(5)).toEqual(['unitNo', 'floor', 'areaSqm', 'ownershipRatio']);
    expect(at(6)).toEqual(['floor', 'areaSqm', 'ownershipRatio']);
    expect(at(7)).toEqual(['unitNo']);
    expect(at(8)).toEqual([]);
    expect(at(9)).toEqual(['unitNo']);
    const messages = errors.map((e: { message: string }) => e.message).join('\n');
    expect(messages).toMatch(/There is no building "อาคาร Z"/);
    expect(messages).toMatch(/unitNo is required/);
    expect(messages).toMatch(/floor 9 is above อาคาร A's 8 floors/);
    expect(messages).toMatch(/Unit A-0304 already exists/);
    expect(messages).toMatch(/C-0206 is also on row 8/);
    expect(messages).toMatch(/floor must be a number/);
    expect(await count()).toBe(before);
  });

  it('reads English-only headers in any order, and names a missing unit column', async () => {
    const res = await check(
      await xlsx([
        ['Floor', 'unit no.', 'BUILDING'],
        [2, 'C-0301', 'อาคาร B'],
      ]),
    );
    expect(res.json().data).toEqual({ rows: 1, valid: 1, errors: [] });
    const none = await check(
      await xlsx([
        ['Floor', 'Building'],
        [2, 'อาคาร B'],
      ]),
    );
    expect(none.json().data.errors).toEqual([
      { row: 1, field: 'unitNo', message: expect.stringMatching(/no "เลขที่ห้อง \/ Unit no\." column/) },
    ]);
    const empty = await check(await xlsx([[null]]));
    expect(empty.json().data.errors[0].message).toMatch(/empty/);
  });

  it('writes each problem in the language of the request', async () => {
    const bytes = await xlsx([
      HEADER,
      ['C-0401', 'อาคาร Z', 1, 30, 0.01, null],
      ['A-0304', 'อาคาร A', 'two', 30, 0.01, null],
    ]);
    const { payload, headers } = multipart({}, { file: { name: 'units.xlsx', bytes } });
    const res = await pmc('POST', '/api/community/unit/import', {
      query: { communityID: C },
      payload,
      headers: { ...headers, 'accept-language': 'th' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.errors).toEqual([
      { row: 2, field: 'building', message: 'ไม่พบอาคาร "อาคาร Z" กรุณาเพิ่มอาคารก่อน' },
      { row: 3, field: 'floor', message: expect.stringMatching(/^ชั้น: .*[ก-๙]/) },
      { row: 3, field: 'unitNo', message: 'มีห้อง A-0304 อยู่แล้ว' },
    ]);
  });

  it('refuses something that is not an .xlsx, or no file at all', async () => {
    expectRefusal(
      await check(Buffer.from('unit,building\nA-1,X\n')),
      400,
      'UNSUPPORTED_FILE',
      /not an \.xlsx/,
    );
    const { payload, headers } = multipart({ note: 'no file' });
    expectRefusal(
      await pmc('POST', '/api/community/unit/import', { query: { communityID: C }, payload, headers }),
      400,
      'NO_FILE',
    );
    expectRefusal(
      await pmc('POST', '/api/community/unit/import', { query: { communityID: C }, body: { file: 'x' } }),
      400,
      'NO_FILE',
    );
  });

  it('is refused to a role without DIRECTORY:write before the file is read', async () => {
    const committee = await callerFor(t, 'committee@demo.test');
    expectRefusal(
      await upload('/api/community/unit/import', await xlsx(GOOD), committee),
      403,
      'PERMISSION_DENIED',
    );
  });
});

describe('commit', () => {
  it('saves nothing when any row is bad', async () => {
    const before = await count();
    const bad = [...GOOD, ['C-0104', 'อาคาร Z', 1, 30, 0.01, null]];
    expectRefusal(await commit(await xlsx(bad)), 400, 'IMPORT_INVALID', /nothing was saved.*Row 6, building/);
    expect(await count()).toBe(before);
    expect(await countRows(t.db, units, like(units.unitNo, 'C-01%'))).toBe(0);
  });

  it('saves every row of a good file in one go, with one audit row', async () => {
    const before = await count();
    const res = await commit(await xlsx(GOOD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ created: 3 });
    expect(await count()).toBe(before + 3);
    const [c0102] = await t.db
      .select()
      .from(units)
      .where(and(eq(units.communityId, C), eq(units.unitNo, 'C-0102')));
    expect(c0102).toMatchObject({ floor: 1, areaSqm: '1035.50', ownershipRatio: '0.006200', unitType: null });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'unit.import'));
    expect(audit).toMatchObject({
      actor: 'pmc@demo.test',
      communityId: C,
      after: { unitNos: ['C-0101', 'C-0102', 'C-0103'] },
    });
    // The same file again now clashes with what it created.
    expectRefusal(await commit(await xlsx(GOOD)), 400, 'IMPORT_INVALID', /already exists/);
    expect(await count()).toBe(before + 3);
  });
});
