import { CHAT_CLOSE } from '@cc/contracts/chat-live';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { newCommunity } from '../../test/community-kit';
import { listen } from '../../test/live-client';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type ChatKit, chatKit, clientId, openChat } from './chat-test-kit';

/**
 * Two API instances on one PostgreSQL database and one Redis, as behind a load balancer: a
 * message sent through A reaches an admin connected to B once, and a takeover asked of B closes
 * the older socket held by A.
 */
const shared = !!process.env.REDIS_URL && process.env.TEST_DB === 'postgres';

describe.skipIf(!shared)('chat across two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let k: ChatKit;

  beforeAll(async () => {
    a = await startTestApp({ template: 'empty', env: { REDIS_URL: process.env.REDIS_URL! } });
    b = await buildApp({ config: a.config, db: a.db, logger: false });
    baseA = await listen(a.app);
    baseB = await listen(b);
    k = await chatKit(await newCommunity(a));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a message sent on A reaches the admin on B once', async () => {
    const adminOnB = await openChat(baseB, k, k.admin);
    const residentOnA = await openChat(baseA, k, k.resident);
    const clientMessageID = clientId();
    residentOnA.send({ type: 'send', clientMessageID, text: 'ส่งจากเครื่อง A' });
    const ack = await residentOnA.next('ack');
    const heard = await adminOnB.next('message');
    expect(heard.message).toMatchObject({ messageID: ack.message!.messageID, text: 'ส่งจากเครื่อง A' });
    // Once: nothing more of it arrives.
    adminOnB.send({ type: 'ping' });
    await adminOnB.next('pong');
    expect(adminOnB.pending.filter((e) => e.type === 'message')).toEqual([]);
    // The presence rows are shared: B's admin counts as online to A.
    const office = await k.get(k.resident, '/api/chat/office');
    expect(office.json().data.adminOnline).toBe(true);
    await Promise.all([adminOnB.close(), residentOnA.close()]);
  });

  it('a takeover asked of B closes the socket held by A with 4409', async () => {
    const onA = await openChat(baseA, k, k.resident, { deviceID: 'phone-aaaa-1' });
    const duplicate = await k.get(k.resident, '/api/chat/connection/duplicate/check', {
      deviceID: 'laptop-bbbb-2',
    });
    expect(duplicate.json().data).toMatchObject({ duplicate: true, sameDevice: false });
    const onB = await openChat(baseB, k, k.resident, { deviceID: 'laptop-bbbb-2', takeover: true });
    expect((await onA.closed).code).toBe(CHAT_CLOSE.takenOver);
    onB.send({ type: 'ping' });
    expect(await onB.next('pong')).toEqual({ type: 'pong' });
    await onB.close();
  });
});
