import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectLive, listen, liveUrl } from '../../test/live-client';
import { raise, userIdOf } from '../../test/notify-helpers';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { queryRows } from '../db/client';

/**
 * Two API instances on one PostgreSQL database and one Redis, as in production behind a load
 * balancer: what is raised on A must reach consoles connected to B.
 */
const shared = !!process.env.REDIS_URL && process.env.TEST_DB === 'postgres';

describe.skipIf(!shared)('two instances sharing PostgreSQL and Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;
  let pmcToken: string;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    b = await buildApp({ config: a.config, db: a.db, logger: false });
    await listen(a.app);
    baseB = await listen(b);
    pmcToken = (await signIn(a, 'pmc@demo.test')).access_token;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('both use the Redis fan-out', () => {
    expect(a.app.services.realtime).toMatchObject({ fanOut: 'redis' });
    expect(b.services.realtime).toMatchObject({ fanOut: 'redis' });
  });

  it('delivers an event raised through A to a socket connected to B, and only to its recipient', async () => {
    const { client: pmcOnB, badge } = await connectLive(liveUrl(baseB, 'riverside-condo'), pmcToken);
    const residentToken = (await signIn(a, 'resident@demo.test')).access_token;
    const { client: residentOnB } = await connectLive(liveUrl(baseB, 'riverside-condo'), residentToken);
    const [id] = await raise(a, 'riverside-condo', { kind: 'staff' }, 1, 'Raised on A');
    expect(await pmcOnB.next()).toMatchObject({
      type: 'notification',
      item: { notificationID: id, inboxTitle: 'Raised on A 1', featureEnum: 'REPAIR_REQUEST' },
    });
    expect(await pmcOnB.next()).toEqual({ type: 'badge', inboxBadgeCount: badge + 1 });

    // A read mark made through A reaches the user's tab on B.
    await a.app.inject({
      method: 'PUT',
      url: '/api/notification/inbox/read-all',
      headers: { authorization: `Bearer ${pmcToken}` },
      payload: { communityID: 'riverside-condo' },
    });
    expect(await pmcOnB.next()).toEqual({ type: 'badge', inboxBadgeCount: 0 });

    await raise(
      a,
      'riverside-condo',
      { kind: 'users', userIds: [await userIdOf(a, 'resident@demo.test')] },
      1,
      'Mine',
    );
    expect(await residentOnB.next()).toMatchObject({ type: 'notification', item: { inboxTitle: 'Mine 1' } });
    expect(pmcOnB.pending).toEqual([]);
    await pmcOnB.close();
    await residentOnB.close();
  });

  it('does not reach an instance of another deployment on the same Redis', async () => {
    const other = await buildApp({
      config: { ...a.config, REDIS_PREFIX: `${a.config.REDIS_PREFIX}other:` },
      db: a.db,
      logger: false,
    });
    try {
      const baseOther = await listen(other);
      const { client: onOther } = await connectLive(liveUrl(baseOther, 'riverside-condo'), pmcToken);
      const { client: onB } = await connectLive(liveUrl(baseB, 'riverside-condo'), pmcToken);
      await raise(a, 'riverside-condo', { kind: 'staff' }, 1, 'Same deployment only');
      expect(await onB.next()).toMatchObject({ item: { inboxTitle: 'Same deployment only 1' } });
      await onB.next(); // its badge
      // A second event through the other deployment's own fan-out arrives there first, so
      // anything it had heard from A's deployment would already be queued ahead of it.
      await raise({ ...a, app: other }, 'riverside-condo', { kind: 'staff' }, 1, 'Own deployment');
      expect(await onOther.next()).toMatchObject({ item: { inboxTitle: 'Own deployment 1' } });
      await onOther.close();
      await onB.close();
    } finally {
      await other.close();
    }
  });

  it("closes a removed member's sockets on B when A is told", async () => {
    const token = (await signIn(a, 'committee@demo.test')).access_token;
    const { client } = await connectLive(liveUrl(baseB, 'riverside-condo'), token);
    await a.app.services.realtime.closeMemberSockets(
      'riverside-condo',
      await userIdOf(a, 'committee@demo.test'),
    );
    expect(await client.closed).toMatchObject({ code: 4403 });
  });

  it('reaches B from the operator CLI working on PostgreSQL directly (through Redis)', async () => {
    const { client } = await connectLive(liveUrl(baseB, 'riverside-condo'), pmcToken);
    const [{ name }] = (await queryRows<{ name: string }>(a.db, sql`select current_database() as name`)) as [
      { name: string },
    ];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cc-cli-'));
    const apiDir = path.resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/admin.ts',
        'notify',
        '--community',
        'riverside-condo',
        '--title',
        'From the CLI',
        '--body',
        'Hello staff',
        '--feature',
        'SUGGESTION',
      ],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          REDIS_PREFIX: a.config.REDIS_PREFIX,
        },
      },
    );
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(JSON.parse(stdout)).toMatchObject({ communityID: 'riverside-condo', recipients: 2 });
    expect(await client.next()).toMatchObject({
      type: 'notification',
      item: { inboxTitle: 'From the CLI', target: '/dashboard/suggestion' },
    });
    await client.close();
  });
});
