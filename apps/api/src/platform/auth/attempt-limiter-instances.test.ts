import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { CLIENT_AUTH, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two API instances behind one load balancer, on one database and one Redis: an attacker who
 * spreads guesses over both gets the limit once, not once per instance.
 */
describe.skipIf(!process.env.REDIS_URL)('attempt limits shared by two instances', () => {
  let t: TestApp;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    // One prefix for both instances, and its own for this run, so parallel runs count apart.
    const shared = {
      config: { ...t.config, REDIS_URL: process.env.REDIS_URL! },
      db: t.db,
      logger: false,
      attemptKeyPrefix: `cc-test:attempts:${randomUUID()}:`,
    } as const;
    one = await buildApp(shared);
    two = await buildApp(shared);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await t?.close();
  });

  const signIn = (app: FastifyInstance, username: string, password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authentication/token',
      headers: { authorization: CLIENT_AUTH },
      payload: { grant_type: 'password', username, password },
      remoteAddress,
    });

  it('answers 429 after ten failures in all, half of them on each instance', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await signIn(i % 2 ? two : one, 'committee@demo.test', 'wrong-guess', '203.0.113.9');
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(one, 'committee@demo.test', 'wrong-guess', '203.0.113.9')).statusCode).toBe(429);
    expect((await signIn(two, 'committee@demo.test', 'demo1234', '203.0.113.9')).statusCode).toBe(429);
    expect((await signIn(two, 'committee@demo.test', 'demo1234', '198.51.100.7')).statusCode).toBe(200);
  });

  it('forgets the failures on both instances once a sign-in succeeds on one', async () => {
    for (let i = 0; i < 9; i++)
      expect((await signIn(one, 'guard@demo.test', 'wrong-guess', '203.0.113.10')).statusCode).toBe(400);
    expect((await signIn(two, 'guard@demo.test', 'demo1234', '203.0.113.10')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await signIn(one, 'guard@demo.test', 'wrong-guess', '203.0.113.10')).statusCode).toBe(400);
    expect((await signIn(two, 'guard@demo.test', 'wrong-guess', '203.0.113.10')).statusCode).toBe(429);
  });
});
