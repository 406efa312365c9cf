import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { queryRows } from './client';
import { communityScope } from './community-scope';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ template: 'empty' });
});
afterAll(() => t?.close());

describe('communityScope on this engine', () => {
  it('names exactly the community given, quotes and backslashes included, then forgets it', async () => {
    const setting = (tx: Parameters<typeof queryRows>[0]) =>
      queryRows<{ v: string | null }>(
        tx,
        sql`select nullif(current_setting('app.community_id', true), '') as v`,
      );
    for (const id of ["o'brien", "a\\'; select 1; --", 'ธนา-คอนโด', '']) {
      const [row] = await communityScope(t.db, id).run((tx) => setting(tx));
      expect(row!.v).toBe(id === '' ? null : id);
    }
    expect((await setting(t.db))[0]!.v).toBeNull();
  });
});
