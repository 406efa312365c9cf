import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAttemptStore } from './attempt-limiter-redis';
import { type AttemptStore, memoryAttemptStore } from './attempt-limiter-store';

const MINUTE = 60_000;
const redisUrl = process.env.REDIS_URL;
// Its own prefix per run, so runs in parallel (or one after another) never share counts.
const prefix = `cc-test:attempts:${randomUUID()}:`;

const stores: [string, () => Promise<AttemptStore>, boolean][] = [
  ['in memory', async () => memoryAttemptStore(), false],
  ['in Redis', () => redisAttemptStore(redisUrl!, prefix), !redisUrl],
];

describe.each(stores)('attempt store %s', (_name, open, skip) => {
  const opened: AttemptStore[] = [];
  const store = async () => {
    const s = await open();
    opened.push(s);
    return s;
  };
  afterAll(() => Promise.all(opened.map((s) => s.close())));

  it.skipIf(skip)('counts attempts in the window, each key apart', async () => {
    const s = await store();
    await s.add('a', MINUTE, 1000);
    await s.add('a', MINUTE, 1001);
    await s.add('b', MINUTE, 1001);
    expect(await s.count('a', MINUTE, 1002)).toBe(2);
    expect(await s.count('b', MINUTE, 1002)).toBe(1);
    expect(await s.count('c', MINUTE, 1002)).toBe(0);
  });

  it.skipIf(skip)('forgets attempts older than the window, one by one', async () => {
    const s = await store();
    await s.add('k', 10 * MINUTE, 0);
    await s.add('k', 10 * MINUTE, 5 * MINUTE);
    expect(await s.count('k', 10 * MINUTE, 10 * MINUTE - 1)).toBe(2);
    expect(await s.count('k', 10 * MINUTE, 10 * MINUTE)).toBe(1);
    expect(await s.count('k', 10 * MINUTE, 15 * MINUTE)).toBe(0);
  });

  it.skipIf(skip)('counts two attempts made in the same millisecond twice', async () => {
    const s = await store();
    await s.add('same', MINUTE, 7);
    await s.add('same', MINUTE, 7);
    expect(await s.count('same', MINUTE, 8)).toBe(2);
  });

  it.skipIf(skip)('starts over after clear', async () => {
    const s = await store();
    await s.add('k2', MINUTE, 0);
    await s.clear('k2');
    expect(await s.count('k2', MINUTE, 1)).toBe(0);
  });
});

describe('memory attempt store', () => {
  it('still counts correctly after sweeping many keys', async () => {
    const s = memoryAttemptStore();
    await s.add('kept', 10 * MINUTE, 0);
    await s.add('gone', MINUTE, 0);
    for (let i = 0; i <= 100_000; i++) await s.add(`k${i}`, MINUTE, 2 * MINUTE);
    // The sweep keeps each key's own window: a short window elsewhere does not cut this one.
    expect(await s.count('kept', 10 * MINUTE, 2 * MINUTE)).toBe(1);
    expect(await s.count('gone', MINUTE, 2 * MINUTE)).toBe(0);
    expect(await s.count('k5', MINUTE, 2 * MINUTE)).toBe(1);
  });
});

describe.skipIf(!redisUrl)('Redis attempt store keys', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(() => redis.quit());

  it('are prefixed, hashed and expire with their window, so Redis never fills', async () => {
    const own = `cc-test:attempts:${randomUUID()}:`;
    const s = await redisAttemptStore(redisUrl!, own);
    await s.add('sign-in:a@b.test|1.2.3.4', 15 * MINUTE, Date.now());
    await s.close();
    const keys = await redis.keys(`${own}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.startsWith(own)).toBe(true);
    // No e-mail or address in the key itself.
    expect(keys[0]).not.toMatch(/a@b\.test|1\.2\.3\.4/);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(14 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(15 * MINUTE);
    await redis.del(keys[0]!);
  });
});
