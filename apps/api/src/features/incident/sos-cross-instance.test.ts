import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { connectLive, listen, liveUrl } from '../../test/live-client';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/** Two API instances on one database and one Redis: an SOS raised through A lights a console on B. */
const shared = !!process.env.REDIS_URL && process.env.TEST_DB === 'postgres';

describe.skipIf(!shared)('an SOS across instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: process.env.REDIS_URL! });
    b = await buildApp({ config: a.config, db: a.db, logger: false });
    await listen(a.app);
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('reaches the staff console on B with the changed event, then the acknowledge too', async () => {
    const pmcToken = (await signIn(a, 'pmc@demo.test')).access_token;
    const guardToken = (await signIn(a, 'guard@demo.test')).access_token;
    const { client: pmcOnB } = await connectLive(liveUrl(baseB, 'riverside-condo'), pmcToken);
    const raised = await a.app.inject({
      method: 'POST',
      url: '/api/sos/alert',
      headers: { authorization: `Bearer ${guardToken}` },
      payload: { communityID: 'riverside-condo', place: 'Gate 1' },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const { alertID } = raised.json().data;
    const seen = [await pmcOnB.next(), await pmcOnB.next(), await pmcOnB.next()];
    expect(seen).toContainEqual({ type: 'changed', featureEnum: 'INCIDENT_REPORT', ids: [alertID] });
    expect(seen).toContainEqual(expect.objectContaining({ type: 'notification' }));
    const ack = await a.app.inject({
      method: 'POST',
      url: '/api/sos/alert/acknowledge',
      headers: { authorization: `Bearer ${pmcToken}` },
      payload: { communityID: 'riverside-condo', alertID },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await pmcOnB.next()).toEqual({ type: 'changed', featureEnum: 'INCIDENT_REPORT', ids: [alertID] });
    await pmcOnB.close();
  });
});
