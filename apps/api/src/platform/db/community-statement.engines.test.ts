import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { memberships } from '../tenancy/tables';
import { communityScope } from './community-scope';
import { keptCommunityRead } from './community-statement';

const A = 'riverside-condo';
const B = 'green-ville-village';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a kept community read', () => {
  /** Each community's memberships (none of another's), and the instant it was asked at. */
  const read = keptCommunityRead<{ communities: string; at: string }>(
    (scope, at) => sql`select string_agg(distinct community_id, ',') as communities,
      to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as at
      from ${memberships} where ${scope.owns(memberships)}`,
  );

  it("answers each community its own rows, at each call's own instant", async () => {
    const first = Date.UTC(2026, 0, 2, 3, 4, 5, 6);
    for (const [community, now] of [
      [A, first],
      [B, first + 1],
      [A, first + 86_400_000],
    ] as const) {
      const [row] = await read(t.appDb, communityScope(t.appDb, community), now);
      expect(row).toEqual({ communities: community, at: new Date(now).toISOString().slice(0, -1) });
    }
  });

  it('keeps row-level security beneath it: a condition that forgets the community still sees one', async () => {
    const forgetful = keptCommunityRead<{ communities: string }>(
      () => sql`select string_agg(distinct community_id, ',') as communities from memberships`,
    );
    expect(await forgetful(t.appDb, communityScope(t.appDb, B))).toEqual([{ communities: B }]);
  });

  it('reads nothing for a community named with a quote or a NUL byte', async () => {
    expect(await read(t.appDb, communityScope(t.appDb, "x' or true --"))).toEqual([
      { communities: null, at: expect.any(String) },
    ]);
    expect(await read(t.appDb, communityScope(t.appDb, 'no\0such'))).toEqual([]);
  });

  it('refuses to run inside a transaction', async () => {
    await expect(t.appDb.transaction((tx) => read(tx as never, communityScope(t.appDb, A)))).rejects.toThrow(
      /on its own/,
    );
  });
});
