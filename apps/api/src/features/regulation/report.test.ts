import readXlsxFile from 'read-excel-file/node';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { regulationKit } from './regulation-test-kit';

describe('regulation reports', () => {
  apiTest(
    'a version: read and acknowledged by building, the units owing, a sheet',
    async ({ api, community }) => {
      const k = await regulationKit(api, community);
      const { versionID, documentID } = await k.published({ title: 'Pet rules' });
      await k.post(k.residents[0]!, 'acknowledge', { versionID });
      await k.post(k.residents[2]!, 'read', { versionID });

      const report = (await k.get(k.staff, 'report', { versionID, limit: 1 })).json().data;
      expect(report).toMatchObject({
        documentID,
        title: 'Pet rules',
        totals: { units: 3, read: 2, acknowledged: 1 },
        buildings: [
          { buildingName: 'A', units: 2, read: 1, acknowledged: 1 },
          { buildingName: 'B', units: 1, read: 1, acknowledged: 0 },
        ],
      });
      expect(report.pending.map((p: { unitNo: string }) => p.unitNo)).toEqual(['A-102']);
      const next = (
        await k.get(k.staff, 'report', { versionID, limit: 1, lastKey: report.pendingLastKey })
      ).json().data;
      expect(next.pending).toMatchObject([
        { unitNo: 'B-201', buildingName: 'B', readAt: expect.any(String) },
      ]);
      expect(next.pendingLastKey).toBeNull();

      const sheet = await k.staff.call('GET', '/api/regulation/report/excel', {
        query: { communityID: community.id, versionID },
        headers: { 'accept-language': 'th' },
      });
      expect(sheet.statusCode).toBe(200);
      const [first] = await readXlsxFile(sheet.rawPayload);
      const rows = first!.data as unknown[][];
      expect(rows[0]).toEqual(['ห้อง', 'อาคาร', 'อ่านเมื่อ', 'รับทราบเมื่อ']);
      expect(rows.map((r) => r[0])).toEqual(['ห้อง', 'A-101', 'A-102', 'B-201']);
      expect(rows[1]![3]).toEqual(expect.stringMatching(/\d/));
      expect(rows[2]![2] ?? null).toBeNull();
    },
  );

  apiTest('history over time and the dashboard card', async ({ api, community }) => {
    const k = await regulationKit(api, community);
    expect((await k.get(k.staff, 'summary')).json().data).toEqual({ latest: null, documents: 0 });
    const plain = await k.published({ title: 'Water notice', requiresAck: false });
    const rules = await k.published({ title: 'Pet rules' });
    await k.post(k.residents[0]!, 'acknowledge', { versionID: rules.versionID });
    await k.post(k.residents[1]!, 'read', { versionID: plain.versionID });

    const card = (await k.get(k.staff, 'summary')).json().data;
    expect(card).toMatchObject({
      documents: 2,
      latest: {
        versionID: rules.versionID,
        title: 'Pet rules',
        figures: { units: 3, read: 1, acknowledged: 1 },
      },
    });
    const history = (await k.get(k.staff, 'history-report')).json().data;
    expect(history.units).toBe(3);
    expect(history.versions.map((v: { title: string; read: number }) => [v.title, v.read])).toEqual([
      ['Pet rules', 1],
      ['Water notice', 1],
    ]);
    const month = history.months.at(-1);
    expect(month).toMatchObject({ published: 2, acknowledged: 1 });
    const none = (await k.get(k.staff, 'history-report', { from: '2020-01-01', to: '2020-12-31' })).json()
      .data;
    expect(none.versions).toEqual([]);
  });
});
