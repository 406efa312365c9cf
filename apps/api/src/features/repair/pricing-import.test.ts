import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { repairKit } from './repair-test-kit';

const HEAD = 'รหัส / Code,รายการ / Name,หน่วย / Unit,ราคา (บาท) / Price (THB),หมวด / Category';
const csv = (...rows: string[]) => Buffer.from(`\uFEFF${[HEAD, ...rows].join('\r\n')}\r\n`);

describe('the price list as a spreadsheet', () => {
  apiTest('imports every row, in baht to the satang, or none, naming the bad rows', async ({ community }) => {
    const k = await repairKit(community);
    const send = (who: Member, file: Buffer, dryRun = false, lang = 'en') => {
      const form = multipart({}, { file: { name: 'prices.csv', bytes: file } });
      return who.call('POST', '/api/repair/setting/pricing/import', {
        query: { communityID: community.id, dryRun: String(dryRun) },
        headers: { ...form.headers, 'accept-language': lang },
        payload: form.payload,
      });
    };
    const list = async () => (await k.get(k.staff, '/api/repair/setting/pricing')).json().items;
    const before = await list();

    const bad = csv(
      'P-01,เปลี่ยนท่อน้ำทิ้ง,จุด,500.00,ประปา',
      'P-02,ล้างแอร์,เครื่อง,12.345,แอร์',
      'P-03,ซ่อมประตู,บาน,300,ช่างไม้',
      'P-01,ซ้ำ,จุด,,',
    );
    const refused = await send(k.staff, bad, false, 'th');
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().message).toMatch(/3 แถว/);
    const errors = refused.json().data.errors as { row: number; message: string }[];
    expect(errors.map((e) => e.row)).toEqual([3, 4, 5, 5]);
    expect(errors[0]!.message).toMatch(/ราคา \(บาท\)/);
    expect(errors[1]!.message).toMatch(/ช่างไม้/);
    expect(errors.map((e) => e.message).join(' ')).toMatch(/P-01.*2/);
    expect(refused.json().data.saved).toBe(0);
    expect(await list()).toEqual(before);

    const good = csv(
      'P-01,เปลี่ยนท่อน้ำทิ้ง (ใหม่),จุด,"1,250.29",ประปา',
      'A-01,ล้างแอร์,เครื่อง,0.29,แอร์',
      'G-01,ค่าแรงทั่วไป,ชั่วโมง,350,',
    );
    const checked = await send(k.staff, good, true);
    expect(checked.json().data).toEqual({ saved: 0, errors: [], items: [] });
    expect(await list()).toEqual(before);

    const saved = await send(k.staff, good);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.saved).toBe(3);
    const items = await list();
    expect(items.map((i: { code: string; priceSatang: number }) => [i.code, i.priceSatang])).toEqual([
      ['A-01', 29],
      ['G-01', 35_000],
      ['P-01', 125_029],
    ]);
    // The code already on the list keeps its item, so quotes that named it still do.
    expect(items.find((i: { code: string }) => i.code === 'P-01').itemID).toBe(k.items.pipe);
    expect(items.find((i: { code: string }) => i.code === 'A-01').categoryID).toBe(k.categories.aircon);

    expectRefusal(await send(k.resident, good), 403);
    expectRefusal(await send(k.staff, Buffer.from('Code,Name\r\nX,Y\r\n')), 400, 'REPAIR_IMPORT_HEADINGS');
    expectRefusal(await send(k.staff, Buffer.from([0, 1, 2, 3, 0xff, 0xfe])), 400, 'REPAIR_NOT_XLSX_OR_CSV');
  });

  apiTest('writes the list as a template that imports back unchanged', async ({ community }) => {
    const k = await repairKit(community);
    await k.staff.call('PUT', '/api/repair/setting/pricing', {
      body: {
        communityID: community.id,
        items: [
          {
            itemID: k.items.pipe,
            categoryID: k.categories.plumbing,
            code: 'P-01',
            name: 'เปลี่ยนท่อน้ำทิ้ง',
            unit: 'จุด',
            priceSatang: 45_010,
          },
          { categoryID: null, code: 'G-01', name: 'ค่าแรง', unit: 'ชั่วโมง', priceSatang: 33_333 },
        ],
      },
    });
    const before = (await k.get(k.staff, '/api/repair/setting/pricing')).json().items;
    const template = await k.get(k.staff, '/api/repair/setting/pricing/template');
    expect(template.statusCode, template.body).toBe(200);
    const [sheet] = await readXlsxFile(template.rawPayload);
    expect(sheet!.data[0]).toEqual([
      'รหัส / Code',
      'รายการ / Name',
      'หน่วย / Unit',
      'ราคา (บาท) / Price (THB)',
      'หมวด / Category',
    ]);
    expect(sheet!.data.slice(1)).toEqual([
      ['G-01', 'ค่าแรง', 'ชั่วโมง', 333.33, null],
      ['P-01', 'เปลี่ยนท่อน้ำทิ้ง', 'จุด', 450.1, 'ประปา'],
    ]);
    const form = multipart({}, { file: { name: 'prices.xlsx', bytes: template.rawPayload } });
    const back = await k.staff.call('POST', '/api/repair/setting/pricing/import', {
      query: { communityID: community.id },
      ...form,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ saved: 2, errors: [] });
    expect((await k.get(k.staff, '/api/repair/setting/pricing')).json().items).toEqual(before);
  });
});
