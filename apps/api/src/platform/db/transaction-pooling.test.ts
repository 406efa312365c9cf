import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import {
  ensurePooledLogin,
  type OwnPgBouncer,
  pgbouncerMissing,
  startOwnPgBouncer,
} from '../../test/own-pgbouncer';
import { startTestApp, type TestApp } from '../../test/test-app';
import { acrossCommunities } from './across-communities';
import { openDatabase, queryRows } from './client';
import { communityScope } from './community-scope';
import { communityRows } from './community-statement';

/**
 * The API through PgBouncer in transaction pooling with two server connections for many
 * clients, so consecutive transactions of different communities share a server session. If
 * anything the app sets outlived its transaction (the community, the role) or named a prepared
 * statement, a request here would see another community's setting or fail on the statement.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const missing = adminUrl ? await pgbouncerMissing() : 'no TEST_DATABASE_URL';
if (missing) console.info(`transaction pooling tests skipped: ${missing}`);
const POOL = 2;
const COMMUNITIES = 6;

describe.skipIf(missing)('through PgBouncer in transaction pooling', () => {
  let pooler: OwnPgBouncer;
  let t: TestApp;
  const kits: { kit: CommunityKit; pmc: Member }[] = [];

  beforeAll(async () => {
    await ensurePooledLogin(adminUrl!);
    pooler = await startOwnPgBouncer(adminUrl!, { poolSize: POOL });
    t = await startTestApp({ template: 'empty', pooler });
    for (let i = 0; i < COMMUNITIES; i++) {
      const kit = await newCommunity(t, { name: `Pooled ${i}` });
      kits.push({ kit, pmc: await kit.member('PMC') });
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pooler?.stop();
  });

  it('works as cc_app, never as the login or the owner', async () => {
    const [who] = await queryRows<{ role: string; login: string }>(
      t.appDb,
      sql`select current_user as role, session_user as login`,
    );
    expect(who).toEqual({ role: 'cc_app', login: 'cc_api' });
  });

  it('answers each of many interleaved requests with its own community only', async () => {
    const write = ({ kit, pmc }: (typeof kits)[number], n: number) =>
      pmc.call('POST', '/api/community/phonebook/category', {
        body: { communityID: kit.id, name: `${kit.id} #${n}` },
      });
    const read = ({ kit, pmc }: (typeof kits)[number]) =>
      pmc.call('GET', '/api/community/phonebook', { query: { communityID: kit.id } });
    // Round-robin over the communities, reads and writes mixed, all at once.
    const calls = Array.from({ length: 240 }, (_, n) => {
      const who = kits[n % COMMUNITIES]!;
      const writing = Math.floor(n / COMMUNITIES) % 3 === 0;
      return (writing ? write(who, n) : read(who)).then((res) => ({ who, writing, res }));
    });
    const answers = await Promise.all(calls);
    expect(answers.map(({ res }) => res.statusCode).filter((s) => s !== 200)).toEqual([]);
    for (const { who, res } of answers) {
      const items = res.json<{ items?: { name: string }[] }>().items ?? [];
      expect(items.filter((c) => !c.name.startsWith(`${who.kit.id} #`))).toEqual([]);
    }
    // Every acknowledged write is there, in its own community.
    for (const who of kits) {
      const names = (await read(who)).json<{ items: { name: string }[] }>().items.map((c) => c.name);
      const acknowledged = answers.filter((a) => a.who === who && a.writing).length;
      expect(acknowledged).toBeGreaterThan(10);
      expect(names).toHaveLength(acknowledged);
    }
    expect(await pooler.serverConnections()).toBeLessThanOrEqual(POOL);
  });

  it('leaves no setting or role behind on a shared server connection', async () => {
    const db = t.appDb;
    const seen = (q: Parameters<typeof queryRows>[1]) => (tx: Parameters<typeof queryRows>[0]) =>
      queryRows<{ c: string | null; role: string }>(tx, q).then((rows) => rows[0]!);
    const probe = sql`select nullif(current_setting('app.community_id', true), '') as c, current_user as role`;
    const work = Array.from({ length: 300 }, async (_, n) => {
      const id = kits[n % COMMUNITIES]!.kit.id;
      switch (n % 4) {
        case 0:
          return { want: { c: id, role: 'cc_app' }, got: await communityScope(db, id).run(seen(probe)) };
        case 1:
          return { want: { c: id, role: 'cc_app' }, got: (await communityRows<never>(db, id, probe))[0] };
        case 2:
          return {
            want: { c: null, role: 'cc_across' },
            got: await acrossCommunities(db, 'operator', seen(probe)),
          };
        default:
          return { want: { c: null, role: 'cc_app' }, got: await seen(probe)(db) };
      }
    });
    const results = await Promise.all(work);
    expect(results.filter((r) => JSON.stringify(r.got) !== JSON.stringify(r.want))).toEqual([]);
  });

  it('opens the product through it, migrating straight to PostgreSQL, and refuses an owner login', async () => {
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    const direct = t.databaseUrl!;
    const opened = await openDatabase({ url: pooler.url(name), migrationUrl: direct, poolMax: 3 });
    try {
      const [who] = await queryRows<{ role: string }>(opened.db, sql`select current_user as role`);
      expect(who!.role).toBe('cc_app');
    } finally {
      await opened.close();
    }
    await expect(openDatabase({ url: pooler.url(name, 'postgres'), migrationUrl: direct })).rejects.toThrow(
      "DATABASE_URL logs in as postgres and works as postgres, not cc_app. With DATABASE_MIGRATION_URL set, log in as a role that starts as cc_app, e.g. CREATE ROLE cc_api LOGIN PASSWORD '...' IN ROLE cc_app; ALTER ROLE cc_api SET role = 'cc_app'",
    );
  });

  it('would show session state in another client: a setting, a named prepared statement', async () => {
    // Session state is what a transaction pool leaks; a pool of its own (another user) shows it.
    const name = new URL(t.databaseUrl!).pathname.slice(1);
    const clients = new pg.Pool({ connectionString: pooler.url(name, 'postgres'), max: 8 });
    try {
      await clients.query(`select set_config('app.community_id', 'leaked', false)`);
      const seen = await Promise.all(
        Array.from({ length: 40 }, () =>
          clients.query<{ c: string }>(`select current_setting('app.community_id', true) as c`),
        ),
      );
      expect(seen.some((r) => r.rows[0]!.c === 'leaked')).toBe(true);
      // And a named prepared statement meets a server connection that lacks it, or has it already.
      const named = await Promise.allSettled(
        Array.from({ length: 40 }, () => clients.query({ name: 'probe', text: 'select 1' })),
      );
      const failures = named.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures.some((f) => /prepared statement "probe"/.test(f))).toBe(true);
    } finally {
      await clients.end();
    }
  });
});
