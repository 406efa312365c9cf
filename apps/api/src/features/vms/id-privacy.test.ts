import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client';
import { newCommunity } from '../../test/community-kit';
import { startTestApp, type TestApp } from '../../test/test-app';
import { THAI_ID, vmsKit } from './vms-test-kit';

let t: TestApp;
let logged = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  t = await startTestApp({ template: 'empty', env: { LOG_LEVEL: 'debug' }, logStream: stream });
});
afterAll(() => t?.close());

/** Every row of every table in the database, as text: where a clear ID number would show. */
async function everyStoredRow(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(t.db, sql`select r::text as row from ${sql.raw(name)} r`);
    texts.push(...rows.map((r) => r.row));
  }
  return texts.join('\n');
}

describe("a visitor's ID number", () => {
  it('is stored nowhere and logged nowhere: only its type, last four and keyed hash', async () => {
    const community = await newCommunity(t);
    const k = await vmsKit(t, community);
    const dashed = `${THAI_ID.slice(0, 1)}-${THAI_ID.slice(1, 5)}-${THAI_ID.slice(5, 10)}-${THAI_ID.slice(10, 12)}-${THAI_ID.slice(12)}`;
    const visit = await k.checkin({ idDocument: { type: 'THAI_ID', number: dashed } });
    expect(visit.idDocument).toEqual({ type: 'THAI_ID', last4: THAI_ID.slice(-4) });
    await k.post(k.guard, '/api/vms/update-info', { visitID: visit.visitID, name: 'แก้ชื่อ' });
    await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID, paymentMethod: 'CASH' });
    const stored = await everyStoredRow();
    expect(stored).toContain(visit.visitID);
    expect(stored).toContain(THAI_ID.slice(-4));
    expect(stored).not.toContain(THAI_ID);
    expect(stored).not.toContain(dashed);
    expect(stored).not.toContain(THAI_ID.slice(0, 9));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(THAI_ID);
    expect(logged).not.toContain(dashed);
    // A second visit with the same card matches by hash, not by number.
    const again = await k.checkin({ idDocument: { type: 'THAI_ID', number: THAI_ID } });
    const hashes = await queryRows<{ id_hash: string }>(
      t.db,
      sql`select id_hash from vms_visits where id in (${visit.visitID}::uuid, ${again.visitID}::uuid)`,
    );
    expect(new Set(hashes.map((h) => h.id_hash)).size).toBe(1);
  });
});
