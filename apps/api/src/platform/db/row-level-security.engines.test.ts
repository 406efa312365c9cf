import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildings } from '../residence/tables';
import { acrossCommunities } from './across-communities';
import { APP_ROLE } from './app-role';
import { type Executor, queryRows } from './client';
import { communityRows } from './community-statement';
import { appRoleProblems, communityTableProblems, communityTables } from './row-level-security';

const A = 'riverside-condo';
const B = 'green-ville-village';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (db: Executor, table: string, where = sql`true`) => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(row!.n);
};

/** Runs `work` as the app does: the application role, in a transaction naming `communityId` (or none). */
const asApp = <T>(communityId: string | null, work: (tx: Executor) => Promise<T>) =>
  t.appDb.transaction(async (tx) => {
    if (communityId) await tx.execute(sql`select set_config('app.community_id', ${communityId}, true)`);
    return work(tx);
  });

/** Changes the schema as the owner, checks, and rolls everything back. */
async function withOwnerChange(
  change: (tx: Executor) => Promise<unknown>,
  check: (tx: Executor) => Promise<void>,
) {
  const rolledBack = new Error('rolled back');
  await expect(
    t.db.transaction(async (tx) => {
      await change(tx);
      await check(tx);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
}

describe('row-level security, read from the catalogue', () => {
  it('holds every table with a community_id column: enabled, forced, one policy keyed on the community', async () => {
    const tables = await communityTables(t.db);
    expect(tables).toEqual(expect.arrayContaining(['memberships', 'parcels', 'notifications', 'audit_log']));
    expect(await communityTableProblems(t.db)).toEqual([]);
  });

  it('works as an application role that owns no table, bypasses nothing and is no superuser', async () => {
    expect(await appRoleProblems(t.db)).toEqual([]);
    const [who] = await queryRows<{ current_user: string }>(t.appDb, sql`select current_user`);
    expect(who!.current_user).toBe(APP_ROLE);
  });

  it('notices each table whose policy is dropped', async () => {
    const tables = await communityTables(t.db);
    for (const table of tables)
      await withOwnerChange(
        (tx) => tx.execute(sql`drop policy community_rows on ${sql.identifier(table)}`),
        async (tx) =>
          expect(await communityTableProblems(tx), table).toEqual([
            { table, problem: 'no community_rows policy keyed on app.community_id' },
          ]),
      );
  }, 60_000);

  it('notices security switched off or not forced, a policy that widens it, and the app role owning a table', async () => {
    const cases: [string, string][] = [
      ['alter table parcels disable row level security', 'row-level security is not enabled'],
      ['alter table parcels no force row level security', 'row-level security is not forced'],
      ['create policy everyone on parcels using (true)', 'another policy beside community_rows'],
      [`alter table parcels owner to ${APP_ROLE}`, `owned by ${APP_ROLE}`],
    ];
    for (const [change, problem] of cases)
      await withOwnerChange(
        (tx) => tx.execute(sql.raw(change)),
        async (tx) =>
          expect(await communityTableProblems(tx), change).toEqual([{ table: 'parcels', problem }]),
      );
    await withOwnerChange(
      (tx) => tx.execute(sql.raw(`alter role ${APP_ROLE} bypassrls`)),
      async (tx) => expect(await appRoleProblems(tx)).toEqual([`${APP_ROLE} has BYPASSRLS`]),
    );
  });
});

describe('row-level security, as the application role', () => {
  it('shows no community row to a query whose transaction names no community', async () => {
    expect(await count(t.db, 'parcels', sql`community_id = ${A}`)).toBeGreaterThan(0);
    for (const table of await communityTables(t.db))
      expect(await asApp(null, (tx) => count(tx, table, sql`community_id is not null`)), table).toBe(0);
  });

  it("shows only community A's rows in A's transaction, though the SQL forgets the filter", async () => {
    for (const table of await communityTables(t.db)) {
      const own = await count(t.db, table, sql`community_id = ${A}`);
      const seen = await asApp(A, async (tx) => ({
        all: await count(tx, table, sql`community_id is not null`),
        foreign: await count(tx, table, sql`community_id <> ${A}`),
      }));
      expect(seen, table).toEqual({ all: own, foreign: 0 });
    }
    expect(await count(t.db, 'memberships', sql`community_id = ${B}`)).toBeGreaterThan(0);
  });

  it("refuses to write a row of community B in A's transaction", async () => {
    await expect(
      asApp(A, (tx) => tx.insert(buildings).values({ communityId: B, name: 'planted', floors: 1 })),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
    expect(await count(t.db, 'buildings', sql`name = 'planted'`)).toBe(0);
  });

  it('reads one community in one statement, and across communities only on the named path', async () => {
    expect(await communityRows(t.appDb, A, sql`select distinct community_id from parcels`)).toEqual([
      { community_id: A },
    ]);
    expect(await communityRows(t.appDb, 'no\0such', sql`select 1 from parcels`)).toEqual([]);
    const across = await acrossCommunities(t.appDb, 'operator', (tx) =>
      queryRows<{ community_id: string }>(tx, sql`select distinct community_id from memberships order by 1`),
    );
    expect(across.map((r) => r.community_id)).toEqual(expect.arrayContaining([A, B]));
    const [after] = await queryRows<{ who: string; n: number }>(
      t.appDb,
      sql`select current_user as who, (select count(*) from parcels)::int as n`,
    );
    expect(after).toEqual({ who: APP_ROLE, n: 0 });
  });
});
