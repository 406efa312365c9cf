import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const ready = async () => {
  const res = await t.app.inject({ url: '/api/ready' });
  return {
    status: res.statusCode,
    body: res.json() as { isSuccess: boolean; status: string; checks: object },
  };
};

beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
});
afterAll(() => t?.close());

describe('/api/ready', () => {
  it('is ready when the database answers, every migration is applied and storage is writable', async () => {
    const { status, body } = await ready();
    expect(status).toBe(200);
    expect(body).toEqual({
      isSuccess: true,
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'ok' },
    });
  });

  it('names every part that is not ready, with 503', async () => {
    // A build newer than its database: the last migration not applied yet.
    const [last] = await t.db
      .execute<{ id: number; hash: string; created_at: string }>(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
      )
      .then((r) => (r as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows);
    // Storage that cannot be written: a file where the uploads folder should be.
    const uploads = path.join(t.dataDir, 'uploads');
    await fs.rm(uploads, { recursive: true, force: true });
    await fs.writeFile(uploads, 'not a folder');
    try {
      const { status, body } = await ready();
      expect(status).toBe(503);
      expect(body).toMatchObject({
        isSuccess: false,
        status: 'not-ready',
        checks: { database: 'ok', migrations: expect.stringMatching(/^failed: \d+ of \d+ applied$/) },
      });
      expect(body.checks).toHaveProperty('storage', expect.stringMatching(/^failed: /));
    } finally {
      await fs.rm(uploads, { force: true });
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while a configured Redis does not answer', async () => {
    const away = await startTestApp({ template: 'empty', env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const res = await away.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ redis: 'failed: not connected', database: 'ok' });
      // Liveness stays: the process answers and its database too.
      expect((await away.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await away.close();
    }
  });
});
