import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type DatabaseHandle, postgresHandle } from '../db/client';
import { accessChangeScenarios, within } from './access-change-kit';

/**
 * Two API instances on one PostgreSQL database and one Redis, each with its own pool, as in
 * production: what is changed through A must be enforced by B within a second. B shares no
 * object with A, so only the fan-out can tell it.
 */
const shared = !!process.env.REDIS_URL && process.env.TEST_DB === 'postgres';

describe.skipIf(!shared)('access changes across two instances', () => {
  let a: TestApp;
  let own: DatabaseHandle;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    own = postgresHandle(new pg.Pool({ connectionString: a.databaseUrl!, max: 2 }));
    b = await buildApp({ config: a.config, db: own.db, logger: false });
  });
  afterAll(async () => {
    await b?.close();
    await own?.close();
    await a?.close();
  });

  it('B enforces a switch, a suspension, a matrix change, a role change and a kick made through A within 1 s', async () => {
    expect(b.services.realtime).toMatchObject({ fanOut: 'redis' });
    await accessChangeScenarios(a, b, within(1_000));
  });
});
