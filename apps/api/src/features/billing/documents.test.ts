import { METER_IMPORT_COLUMNS } from '@cc/contracts/billing-import-ops';
import { and, eq } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { type BillingKit, billingKit, CHARGES } from './billing-test-kit';
import { billingBills } from './tables';

type Cell = string | number | null;
const HEADER = METER_IMPORT_COLUMNS.map((c) => c.th);
const xlsx = (rows: Cell[][]) => writeXlsxFile(rows).toBuffer();

/** Uploads a meter sheet as the staff member (or `who`), in Thai unless told. */
async function importSheet(
  k: BillingKit,
  communityID: string,
  rows: Cell[][],
  opts: { issue?: boolean; dryRun?: boolean; lang?: string; who?: BillingKit['staff'] } = {},
) {
  const { payload, headers } = multipart({}, { file: { name: 'meters.xlsx', bytes: await xlsx(rows) } });
  return (opts.who ?? k.staff).call('POST', '/api/billing/import', {
    query: { communityID, issue: String(opts.issue ?? false), dryRun: String(opts.dryRun ?? false) },
    payload,
    headers: { ...headers, 'accept-language': opts.lang ?? 'th' },
  });
}

/** The kit with water at ฿18.50 and power at ฿7.00 a unit. */
async function meteredKit(...[api, community]: Parameters<typeof billingKit>) {
  const k = await billingKit(api, community);
  const charges = { ...CHARGES, waterRateSatang: 1850, powerRateSatang: 700 };
  expect((await k.send('PUT', '/api/billing/setting/charge', { charges })).statusCode).toBe(200);
  return k;
}

const pdfText = async (bytes: Buffer) => {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return { text, totalPages };
};

describe('meter readings import', () => {
  apiTest('the template is an .xlsx with Thai headers and an example row', async ({ api, community }) => {
    const k = await billingKit(api, community);
    const res = await k.get('/api/billing/import/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const [sheet] = await readXlsxFile(res.rawPayload);
    expect(sheet!.data[0]).toEqual(HEADER);
    expect(sheet!.data[1]!.slice(0, 2)).toEqual(['A1', expect.stringMatching(/^\d{4}-\d{2}$/)]);
  });

  apiTest(
    'makes drafts from the readings at the rates, then replaces a draft with new readings and issues it',
    async ({ api, community }) => {
      const k = await meteredKit(api, community);
      const res = await importSheet(k, community.id, [
        HEADER,
        ['A1', '2026-10', 100, 112.5, '10', '20', 'ค่าซ่อมก๊อกน้ำ', 350],
        ['a2', '2026-10', 5, 5, null, null, null, null],
        [null, null, null, null, null, null, null, null],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.created).toBe(2);
      expect(res.json().data.bills.map((b: { status: string }) => b.status)).toEqual(['DRAFT', 'DRAFT']);
      const [a1] = res.json().data.bills;
      const detail = (await k.get('/api/billing/info', { billID: a1.billID })).json().data;
      // 45.5 m² × ฿35.50; 12.5 m³ × ฿18.50 = ฿231.25; 10 units × ฿7; garbage ฿40; the extra ฿350.
      expect(
        detail.lines.map((l: { kind: string; amountSatang: number }) => [l.kind, l.amountSatang]),
      ).toEqual([
        ['COMMON_FEE', 161525],
        ['WATER', 23125],
        ['POWER', 7000],
        ['FIXED', 4000],
        ['OTHER', 35000],
      ]);
      expect(detail.lines[1].description).toContain('100 → 112.5');
      expect(detail.totalSatang).toBe(161525 + 23125 + 7000 + 4000 + 35000);

      const again = await importSheet(
        k,
        community.id,
        [HEADER, ['A1', '2026-10', 100, 101, null, null, null, null]],
        { issue: true },
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.bills[0]).toMatchObject({ billID: a1.billID, status: 'ISSUED', version: 2 });
      const replaced = (await k.get('/api/billing/info', { billID: a1.billID })).json().data;
      expect(replaced.lines.map((l: { kind: string }) => l.kind)).toEqual(['COMMON_FEE', 'WATER', 'FIXED']);
      expect(replaced.revisions).toHaveLength(1);
    },
  );

  apiTest(
    'one bad row refuses the whole sheet with every row’s problems in the caller’s language',
    async ({ api, community }) => {
      const k = await meteredKit(api, community);
      await k.bill('A2', '2026-10');
      const before = await countRows(api.db, billingBills, eq(billingBills.communityId, community.id));
      const rows: Cell[][] = [
        HEADER,
        ['B1', '2026-10', 1, 2, null, null, null, null],
        ['Z9', '2026-10', null, null, null, null, null, null],
        ['A1', '2026-13', 10, 9, null, null, null, null],
        ['B1', '2026-10', null, 3, null, null, 'ค่าซ่อม', null],
        ['A2', '2026-10', 1, 2, null, null, null, null],
        ['A1', '2026-11', 'x', 2, null, null, null, 'abc'],
        ['A1', '2026-12', null, null, null, null, 'ก'.repeat(121), 10],
      ];
      const res = await importSheet(k, community.id, rows, { lang: 'en' });
      const body = expectRefusal(res, 400, 'BILLING_IMPORT_ROWS_INVALID', /6 of 7 rows/) as unknown as {
        data: { errors: { row: number; column: string | null; message: string }[] };
      };
      const byRow = (row: number) => body.data.errors.filter((e) => e.row === row).map((e) => e.message);
      expect(byRow(2)).toEqual([]);
      expect(byRow(3)).toEqual(['There is no unit Z9 in this community']);
      expect(byRow(4)).toEqual([
        expect.stringContaining('YYYY-MM'),
        expect.stringContaining('less than the previous reading 10'),
      ]);
      expect(byRow(5)).toEqual([
        expect.stringContaining('other reading'),
        expect.stringContaining('both its description and its amount'),
        'Unit B1 for 2026-10 is already on row 2',
      ]);
      expect(byRow(6)).toEqual([expect.stringMatching(/already has a bill for 2026-10 that is issued/)]);
      expect(byRow(7)).toEqual([
        expect.stringContaining('meter reading'),
        expect.stringContaining('amount in baht'),
        expect.stringContaining('both its description'),
      ]);
      expect(byRow(8)).toEqual(['Extra line may be at most 120 characters']);
      expect(await countRows(api.db, billingBills, eq(billingBills.communityId, community.id))).toBe(before);

      const dry = await importSheet(k, community.id, rows, { dryRun: true, lang: 'en' });
      expect(dry.statusCode, dry.body).toBe(200);
      expect(dry.json().data).toMatchObject({ created: 0, bills: [], report: { total: 7, valid: 1 } });
      expect(dry.json().data.report.errors).toEqual(body.data.errors);
      const good = await importSheet(k, community.id, rows.slice(0, 2), { dryRun: true });
      expect(good.json().data.report).toEqual({ total: 1, valid: 1, errors: [] });
      expect(await countRows(api.db, billingBills, eq(billingBills.communityId, community.id))).toBe(before);

      const thai = await importSheet(k, community.id, rows.slice(0, 3));
      expect(thai.statusCode).toBe(400);
      expect(thai.json().data.errors[0].message).toBe('ไม่พบห้อง Z9 ในโครงการ');
      expect(thai.json().message).toContain('ยังไม่ได้นำเข้า');

      expectRefusal(await importSheet(k, community.id, [['x', 'y']]), 400, 'BILLING_IMPORT_HEADINGS');
      expectRefusal(await importSheet(k, community.id, [HEADER]), 400, 'BILLING_IMPORT_EMPTY');
      const text = multipart({}, { file: { name: 'x.xlsx', bytes: Buffer.from('PK\u0003\u0004broken') } });
      expectRefusal(
        await k.staff.call('POST', '/api/billing/import', {
          query: { communityID: community.id },
          payload: text.payload,
          headers: text.headers,
        }),
        400,
        'BILLING_IMPORT_NOT_XLSX',
      );
      expect(await countRows(api.db, billingBills, eq(billingBills.communityId, community.id))).toBe(before);
    },
  );

  apiTest(
    'only the office writes; other communities’ units are unknown; off in a village',
    async ({ api, community }) => {
      const k = await meteredKit(api, community);
      const committee = await community.member('COMMITTEE');
      const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
      const row: Cell[][] = [HEADER, ['A1', '2026-10', 1, 2, null, null, null, null]];
      for (const who of [committee, resident, await community.member('GUARD')]) {
        expectRefusal(await importSheet(k, community.id, row, { who }), 403);
        expectRefusal(
          await who.call('GET', '/api/billing/import/template', { query: { communityID: community.id } }),
          403,
        );
      }
      const other = await newCommunity(api, { name: 'Other' });
      const ok = await meteredKit(api, other);
      await ok.send('POST', '/api/billing/create', { unitID: ok.unitIds.B1, period: '2026-10' });
      // Their A1 is no unit here; our B1 for 2026-10 is free although theirs is billed.
      await api.db.delete(billingBills).where(and(eq(billingBills.communityId, community.id)));
      const mine = await importSheet(k, community.id, [
        HEADER,
        ['B1', '2026-10', 1, 2, null, null, null, null],
      ]);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().data.bills[0].unitID).toBe(k.unitIds.B1);
      expectRefusal(await importSheet(ok, community.id, row), 403);

      const village = await newCommunity(api, { type: 'VILLAGE' });
      const pmc = await village.member('PMC');
      expectRefusal(
        await pmc.call('GET', '/api/billing/import/template', { query: { communityID: village.id } }),
        403,
        'FEATURE_DISABLED',
      );
    },
  );
});

describe('printing bills', () => {
  apiTest(
    'prints the filtered or chosen bills two to a page with their numbers; drafts never',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const added = await k.send('POST', '/api/billing/setting/bank-account/promptpay', {
        promptpayKind: 'PHONE',
        promptpayID: '0812345678',
        accountName: 'นิติบุคคล',
      });
      expect(added.statusCode, added.body).toBe(200);
      const a1 = await k.bill('A1');
      const a2 = await k.bill('A2');
      const b1 = await k.bill('B1');
      const draft = await k.bill('A1', '2026-11', { issue: false });

      const all = await k.get('/api/billing/print', { period: '2026-10' });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.headers['content-type']).toBe('application/pdf');
      const { text, totalPages } = await pdfText(all.rawPayload);
      expect(totalPages).toBe(2);
      for (const b of [a1, a2, b1]) expect(text).toContain(b.billNo);
      expect(text).toContain('A2');

      const chosen = await k.get('/api/billing/print', { billIDs: `${b1.billID},${a1.billID}` });
      expect(chosen.statusCode).toBe(200);
      const one = await pdfText(chosen.rawPayload);
      expect(one.totalPages).toBe(1);
      expect(one.text).toContain(b1.billNo);
      expect(one.text).not.toContain(a2.billNo);

      const building = await pdfText(
        (await k.get('/api/billing/print', { buildingID: k.buildingB })).rawPayload,
      );
      expect(building.text).toContain(b1.billNo);
      expect(building.text).not.toContain(a1.billNo);

      expectRefusal(await k.get('/api/billing/print', { billIDs: draft.billID }), 400, 'BILLING_PRINT_NONE');
      expectRefusal(await k.get('/api/billing/print', { period: '2025-01' }), 400, 'BILLING_PRINT_NONE');
      expectRefusal(await k.get('/api/billing/print', { billIDs: 'nope' }), 400);

      const committee = await community.member('COMMITTEE');
      const q = { communityID: community.id, period: '2026-10' };
      expect((await committee.call('GET', '/api/billing/print', { query: q })).statusCode).toBe(200);
      const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
      expectRefusal(await resident.call('GET', '/api/billing/print', { query: q }), 403);

      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await (await billingKit(api, other)).bill('A1');
      expectRefusal(await k.get('/api/billing/print', { billIDs: theirs.billID }), 400, 'BILLING_PRINT_NONE');
    },
  );
});
