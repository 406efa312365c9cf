import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { hashPassword } from './platform/auth/passwords';
import { users } from './platform/auth/tables';
import { communities } from './platform/tenancy/tables';
import { openProductData } from './product-data';
import { assertConfigReady, configProblems, demoPasswordProblems, StartRefused } from './start-up-check';
import { countRows } from './test/rows';
import { copyOfTemplate } from './test/test-database';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-start-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
const OWN_SECRET = {
  OAUTH_CLIENT_SECRET: 'a-secret-of-our-own-0123456789',
  JWT_SECRET: 'a-signing-secret-of-our-own-0123456789',
};
const PG = { DATABASE_URL: 'postgres://app@db.example/console' };

describe('SEED_DEMO default', () => {
  it('seeds the embedded database by default, a PostgreSQL server or a production start only when asked', () => {
    expect(config().SEED_DEMO).toBe(true);
    expect(config(PG).SEED_DEMO).toBe(false);
    expect(config({ ...PG, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(config({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(config({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
  });
});

describe('a production start (NODE_ENV=production)', () => {
  it('refuses the published client secret, no signing secret and an explicit demo seed, naming what to change', () => {
    expect(configProblems(config({ NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/^OAUTH_CLIENT_SECRET is the published demo secret 'web-console-secret'/),
      expect.stringMatching(/^JWT_SECRET is unset: set it/),
    ]);
    const all = configProblems(config({ NODE_ENV: 'production', SEED_DEMO: 'true' }));
    expect(all).toHaveLength(3);
    expect(all[2]).toMatch(/SEED_DEMO=true .* 'demo1234'.*SEED_DEMO=false/);
    expect(() => assertConfigReady(config({ NODE_ENV: 'production' }))).toThrow(StartRefused);
    expect(() => assertConfigReady(config({ NODE_ENV: 'production' }))).toThrow(
      /Refusing to start in production mode \(NODE_ENV=production\):\n {2}- OAUTH_CLIENT_SECRET/,
    );
  });

  it('starts with its own secret and no demo seed; outside production nothing is refused', () => {
    expect(configProblems(config({ NODE_ENV: 'production', ...OWN_SECRET }))).toEqual([]);
    expect(configProblems(config({ SEED_DEMO: 'true' }))).toEqual([]);
    expect(configProblems(config({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('refuses before it opens (or creates) any database', async () => {
    await expect(openProductData(config({ NODE_ENV: 'production' }))).rejects.toThrow(StartRefused);
    await expect(fs.stat(path.join(dataDir, 'pgdata'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses a database whose demo accounts still have the demo password, until they are changed', async () => {
    const { database } = await copyOfTemplate('demo');
    try {
      const prod = config({ NODE_ENV: 'production', ...OWN_SECRET });
      const [problem, ...rest] = await demoPasswordProblems(prod, database.db);
      expect(rest).toEqual([]);
      expect(problem).toMatch(/demo account\(s\) \(.*@demo\.test.*\) with the published password 'demo1234'/);
      // Not production: not even looked at.
      expect(await demoPasswordProblems(config(OWN_SECRET), database.db)).toEqual([]);

      await database.db
        .update(users)
        .set({ passwordHash: await hashPassword('a-long-passphrase-of-the-operator') })
        .where(like(users.email, '%@demo.test'));
      expect(await demoPasswordProblems(prod, database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('a start on DATABASE_URL', () => {
  it('seeds nothing without SEED_DEMO=true', async (ctx) => {
    const { database } = await copyOfTemplate('empty');
    try {
      ctx.skip(!database.url, 'a PostgreSQL server start: the api-postgres project');
      const opened = await openProductData(config({ DATABASE_URL: database.url! }));
      try {
        expect(opened.seeded).toBe(false);
        expect(await countRows(opened.database.db, communities)).toBe(0);
        expect(await countRows(opened.database.db, users)).toBe(0);
      } finally {
        await opened.database.close();
      }
    } finally {
      await database.close();
    }
  });
});
