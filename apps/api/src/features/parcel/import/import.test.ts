import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../test/refusal';
import { countRows } from '../../../test/rows';
import { type Desk, newTracking, openDesk, RIVERSIDE } from '../parcel-test-kit';
import { parcelImports, parcels } from '../tables';
import { counts, csv, lines, row, upload } from './import-test-kit';

let d: Desk;
beforeAll(async () => {
  d = await openDesk();
});
afterAll(() => d.t.close());

describe('POST /api/parcel/import (save)', () => {
  it('saves nothing when any row is bad, answering 422 with the report', async () => {
    const before = await counts(d);
    const res = await upload(d, csv([row(), row('NOPE-1')]), false);
    const body = expectRefusal(
      res,
      422,
      'IMPORT_INVALID',
      '1 of 2 rows have problems; nothing was saved',
    ) as unknown as {
      data: { errors: unknown[] };
    };
    expect(body.data.errors).toEqual([{ row: 3, column: 'Unit', message: 'There is no unit NOPE-1' }]);
    expect(await counts(d)).toEqual(before);
    // The desk in Thai reads the summary in Thai.
    const thai = await upload(d, csv([row(), row('NOPE-1')]), false, 'parcels.csv', 'th');
    expectRefusal(thai, 422, 'IMPORT_INVALID', 'พบปัญหา 1 จาก 2 แถว ระบบยังไม่ได้บันทึกข้อมูล');
    expect(await counts(d)).toEqual(before);
  });

  it('saves every row in one go, streaming progress, and the residents hear of it', async () => {
    const before = await counts(d);
    const rows = Array.from({ length: 1_100 }, (_, i) =>
      row(i % 10 === 0 ? 'A-0304' : 'B-0102', { at: i === 0 ? '21/11/2568 09:30' : '' }),
    );
    const res = await upload(d, csv(rows), false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const out = lines(res.body);
    expect(out[0]).toMatchObject({ type: 'started', total: 1_100 });
    expect(out.filter((l) => l.type === 'progress').map((l) => (l as { done: number }).done)).toEqual([
      500, 1000, 1100,
    ]);
    const result = out.at(-1)!;
    expect(result).toMatchObject({
      type: 'result',
      isSuccess: true,
      data: {
        status: 'DONE',
        total: 1_100,
        done: 1_100,
        firstNo: before.lastNo + 1,
        lastNo: before.lastNo + 1_100,
      },
    });
    const after = await counts(d);
    expect(after).toEqual({
      parcels: before.parcels + 1_100,
      events: before.events + 1_100,
      lastNo: before.lastNo + 1_100,
    });

    const importID = (out[0] as { importID: string }).importID;
    const status = await d.call('pmc', 'GET', '/api/parcel/import/status', {
      query: { communityID: RIVERSIDE, importID },
    });
    expect(status.json().data).toMatchObject({ status: 'DONE', fileName: 'parcels.csv', done: 1_100 });

    const saved = await d.t.db
      .select()
      .from(parcels)
      .where(eq(parcels.importId, importID))
      .orderBy(parcels.no);
    expect(saved[0]).toMatchObject({
      unitNo: 'A-0304',
      needsNotice: false,
      carrier: 'Kerry Express',
      type: 'BOX',
      recipientPhone: '0812345678',
    });
    // 21/11/2568 09:30 is a Buddhist-era date, Bangkok time.
    expect(saved[0]!.receivedAt.toISOString()).toBe('2025-11-21T02:30:00.000Z');
    expect(saved[1]).toMatchObject({ unitNo: 'B-0102', needsNotice: true });
    const inbox = (
      await d.call('resident', 'GET', '/api/notification/inbox', { query: { communityID: RIVERSIDE } })
    ).json().items;
    expect(inbox[0].inboxTitle).toBe('มีพัสดุมาถึง');
    expect(inbox[0].inboxBody).toContain('ดูรายการได้ในแอป');
  });

  it('saves nothing when the save dies half-way (a row only the database refuses)', async () => {
    // A trigger stands in for anything that can fail mid-save: a constraint, a lost connection.
    await d.t.db.execute(sql`create function parcel_fault() returns trigger language plpgsql as $$
      begin if new.tracking_no like 'BOOM%' then raise exception 'injected fault'; end if; return new; end $$`);
    await d.t.db.execute(
      sql`create trigger parcel_fault before insert on parcels for each row execute function parcel_fault()`,
    );
    try {
      const before = await counts(d);
      const rows = Array.from({ length: 1_300 }, () => row());
      rows[1_200]![0] = newTracking('BOOM');
      const res = await upload(d, csv(rows), false);
      expect(res.statusCode).toBe(200);
      const out = lines(res.body);
      expect(out.filter((l) => l.type === 'progress').map((l) => (l as { done: number }).done)).toEqual([
        500, 1000,
      ]);
      expect(out.at(-1)).toMatchObject({
        type: 'result',
        isSuccess: false,
        message: 'The import failed and nothing was saved; check the file and import it again',
        data: { status: 'FAILED', done: 0, firstNo: null },
      });
      expect(await counts(d)).toEqual(before);
      const importID = (out[0] as { importID: string }).importID;
      expect(await countRows(d.t.db, parcels, eq(parcels.importId, importID))).toBe(0);
      const [job] = await d.t.db.select().from(parcelImports).where(eq(parcelImports.id, importID));
      expect(job).toMatchObject({ status: 'FAILED', totalRows: 1_300 });
    } finally {
      await d.t.db.execute(sql`drop trigger parcel_fault on parcels`);
      await d.t.db.execute(sql`drop function parcel_fault`);
    }
  });
});
