import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { suggestionKit } from './suggestion-test-kit';

/** Who wrote an anonymous suggestion is stored (they read and withdraw it) but never shown. */
describe('anonymous suggestions', () => {
  apiTest(
    'name no author or unit in list, filter, info, timeline or Excel; named ones do',
    async ({ community }) => {
      const k = await suggestionKit(community);
      const named = await k.write({ title: 'มีชื่อ' });
      const anon = await k.write({ title: 'ไม่มีชื่อ', anonymous: true });
      await k.walkTo(anon.suggestionID, 'ACKNOWLEDGED');
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Bangkok' });
      for (const who of [k.staff, k.committee]) {
        const list = (await k.get(who, '/api/suggestion/list')).json().items;
        const byDate = (await k.get(who, '/api/suggestion/filter-by-date', { from: today, to: today })).json()
          .items;
        for (const items of [list, byDate]) {
          const anonItem = items.find((i: { suggestionID: string }) => i.suggestionID === anon.suggestionID);
          expect(anonItem).toMatchObject({ anonymous: true, author: null });
          const namedItem = items.find(
            (i: { suggestionID: string }) => i.suggestionID === named.suggestionID,
          );
          expect(namedItem.author).toEqual({ name: 'RESIDENT Kit', unitNo: 'A-0101' });
        }
        const info = (await k.get(who, '/api/suggestion/info', { suggestionID: anon.suggestionID })).json()
          .data;
        expect(info.author).toBeNull();
        expect(info.timeline[0]).toMatchObject({ action: 'CREATE', by: null });
        expect(JSON.stringify(info)).not.toContain('A-0101');
        expect(JSON.stringify(info)).not.toContain(k.resident.userId);
        const xlsx = await k.get(who, '/api/suggestion/excel');
        const [sheet] = await readXlsxFile(xlsx.rawPayload);
        const rows = sheet!.data;
        const anonRow = rows.find((r) => r[2] === 'ไม่มีชื่อ')!;
        expect(anonRow[4]).toBe('ไม่ระบุตัวตน');
        expect(anonRow[5] ?? '').toBe('');
        expect(rows.find((r) => r[2] === 'มีชื่อ')!.slice(4, 6)).toEqual(['RESIDENT Kit', 'A-0101']);
      }
      // The author still finds it among their own and may act as its author.
      const my = (await k.get(k.resident, '/api/suggestion/my')).json().items;
      expect(my.map((i: { title: string }) => i.title)).toEqual(['ไม่มีชื่อ', 'มีชื่อ']);
    },
  );
});
