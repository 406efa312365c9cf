import type { LiveEvent } from '@cc/contracts/notification-live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectLive, type LiveClient, listen, liveUrl } from '../../test/live-client';
import { userIdOf } from '../../test/notify-helpers';
import { hasRedisServer, type OwnRedis, ownRedis, waitUntil } from '../../test/own-servers';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * Redis away, at start-up and under load, on a redis-server of the test's own: two instances
 * keep answering every request (attempt limits count in memory, events reach the raising
 * instance's own sockets), notifications are stored, and delivery across instances resumes by
 * itself when Redis is back. Runs once, in whichever project holds the whole suite: the engine
 * plays no part.
 */
const COMMUNITY = 'riverside-condo';
/** Enough to keep requests in flight through the outage; PGlite runs them one at a time anyway. */
const CLIENTS = 5;

describe.skipIf(!hasRedisServer())('Redis lost and back under load', () => {
  let redis: OwnRedis;
  let a: TestApp;
  let b: FastifyInstance;
  let liveOnB: LiveClient;
  let baseA: string;
  let token: string;
  let residentId: string;

  beforeAll(async () => {
    redis = await ownRedis([4720, 4749]);
    // Not started yet: both instances start with Redis down, and serve.
    a = await createTestApp({ REDIS_URL: redis.url });
    b = await buildApp({ config: a.config, db: a.db, logger: false });
    baseA = await listen(a.app);
    const baseB = await listen(b);
    token = (await signIn(a, 'pmc@demo.test')).access_token;
    residentId = await userIdOf(a, 'resident@demo.test');
    liveOnB = (await connectLive(liveUrl(baseB, COMMUNITY), token)).client;
  });
  /** Ends the load and waits for it, also when the test failed midway. */
  let stopLoad = async () => {};
  afterAll(async () => {
    await stopLoad();
    await liveOnB?.close();
    await b?.close();
    await a?.close();
    await redis?.kill();
  });

  /** Raises a note on A for the PMC staff (and so B's socket) and answers whether B heard it. */
  let raised = 0;
  async function reachesB(ms: number) {
    const title = `cross ${++raised}`;
    await a.app.services.notify(COMMUNITY, { kind: 'staff' }, { title, body: 'b', featureEnum: 'PARCEL' });
    return heard(liveOnB, (e) => e.type === 'notification' && e.item.inboxTitle === title, ms);
  }
  /** Until B's socket hears the raised note: Redis is back and both instances rejoined. */
  async function untilDeliveryResumes(ms: number) {
    const started = Date.now();
    await waitUntil(() => reachesB(200), ms, 'live delivery across instances did not resume');
    return Date.now() - started;
  }

  it('starts with Redis down, serves, and joins the channel once Redis runs', async () => {
    expect(a.app.services.realtime).toMatchObject({ fanOut: 'redis' });
    const read = await a.app.inject({
      method: 'PUT',
      url: '/api/notification/inbox/read-all',
      headers: bearer(token),
      payload: { communityID: COMMUNITY },
    });
    expect(read.statusCode).toBe(200);
    await redis.start();
    await untilDeliveryResumes(10_000);
  });

  it('answers every request while Redis is killed and restarted, and delivery resumes', async () => {
    const statuses = new Map<number, number>();
    const stored: string[] = [];
    let stopping = false;
    const client = async (c: number) => {
      for (let n = 0; !stopping; n++) {
        // A request that publishes (the badge), and a notification raised for a resident.
        const res = await (n % 2 ? a.app : b).inject({
          method: 'PUT',
          url: '/api/notification/inbox/read-all',
          headers: bearer(token),
          payload: { communityID: COMMUNITY },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const note = await a.app.services.notify(
          COMMUNITY,
          { kind: 'users', userIds: [residentId] },
          { title: `load ${c}-${n}`, body: 'b', featureEnum: 'PARCEL' },
        );
        if (note.notificationID) stored.push(note.notificationID);
      }
    };
    const load = Array.from({ length: CLIENTS }, (_, c) => client(c));
    stopLoad = async () => {
      stopping = true;
      await Promise.allSettled(load);
    };
    const count = () => [...statuses.values()].reduce((x, y) => x + y, 0);
    await waitUntil(() => count() >= 10, 10_000, 'no load');

    await redis.kill();
    const killedAt = count();
    // Requests carry on, and sign-in counts its attempts in memory meanwhile.
    const [, signedIn] = await Promise.all([
      waitUntil(() => count() >= killedAt + 30, 10_000, 'requests stalled while Redis was away'),
      signIn(a, 'committee@demo.test'),
    ]);
    expect(signedIn.access_token).toBeTruthy();
    // Live updates degrade to the raising instance's own sockets, and do not stop.
    const { client: liveOnA } = await connectLive(liveUrl(baseA, COMMUNITY), token);
    await a.app.services.notify(
      COMMUNITY,
      { kind: 'staff' },
      { title: 'local', body: 'b', featureEnum: 'PARCEL' },
    );
    expect(
      await heard(liveOnA, (e) => e.type === 'notification' && e.item.inboxTitle === 'local', 5_000),
    ).toBe(true);
    await liveOnA.close();

    await redis.start();
    const resumedMs = await untilDeliveryResumes(10_000);
    await stopLoad();

    expect([...statuses.keys()]).toEqual([200]);
    expect(stored.length).toBe(count());
    const inbox = await a.app.inject({
      url: `/api/notification/inbox?communityID=${COMMUNITY}`,
      headers: bearer((await signIn(a, 'resident@demo.test')).access_token),
    });
    expect(inbox.statusCode).toBe(200);
    console.info(
      `redis restart: ${count()} requests, all 200 (${count() - killedAt} after the kill); ` +
        `${stored.length} notifications stored; delivery across instances resumed ${resumedMs} ms after Redis was back`,
    );
  });
});

/** Takes B's events until one matches; false when none did within `ms`. */
async function heard(live: LiveClient, match: (e: LiveEvent) => boolean, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const event = await live.next(Math.max(1, until - Date.now())).catch(() => null);
    if (event && match(event)) return true;
  }
  return false;
}
