import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/notify-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AccessCache } from './access-cache';
import { accessChangeScenarios, atOnce } from './access-change-kit';
import { memberships } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('one instance', () => {
  it('refuses at once after a switch, a suspension, a matrix change, a role change and a kick', async () => {
    await accessChangeScenarios(t, t.app, atOnce);
  });
});

describe('AccessCache', () => {
  const C = 'green-ville-village';
  const role = (userId: string) =>
    t.db
      .update(memberships)
      .set({ role: 'COMMITTEE' })
      .where(and(eq(memberships.userId, userId), eq(memberships.communityId, C)));

  it('trusts what it read for its TTL only, so an unannounced change heals', async () => {
    let now = 1_000;
    const cache = new AccessCache(t.db, { ttlMs: 5_000, now: () => now });
    const userId = await userIdOf(t, 'resident@demo.test');
    const before = await cache.member(userId, C);
    expect(before?.role).toBe('RESIDENT');
    await role(userId);
    now += 4_999;
    expect((await cache.member(userId, C))?.role).toBe('RESIDENT');
    now += 2;
    expect((await cache.member(userId, C))?.role).toBe('COMMITTEE');
    expect(await cache.member(await userIdOf(t, 'guard@demo.test'), C)).toBeUndefined();
  });

  it('does not keep a read that a change overtook', async () => {
    const cache = new AccessCache(t.db);
    const userId = await userIdOf(t, 'pmc@demo.test');
    const reading = cache.member(userId, C);
    await role(userId);
    cache.forget({ communityId: C, userId });
    await reading;
    expect((await cache.member(userId, C))?.role).toBe('COMMITTEE');
  });
});
