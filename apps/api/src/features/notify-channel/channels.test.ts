import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  type AlertsDesk,
  alertsDesk,
  alertsEnv,
  type FakeProviders,
  fakeProviders,
  GROUP_ID,
  LINE_SECRET,
  LINE_TOKEN,
  TELEGRAM_TOKEN,
  WEBHOOK_SECRET,
} from './alerts-test-kit';

let t: TestApp;
let fake: FakeProviders;
let d: AlertsDesk;

beforeAll(async () => {
  fake = await fakeProviders();
  t = await createTestApp(alertsEnv(fake));
  d = await alertsDesk(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const c = () => d.kit.id;
const lineBody = (more: object = {}) => ({
  communityID: c(),
  enabled: true,
  features: ['PARCEL'],
  digest: false,
  groupID: GROUP_ID,
  channelAccessToken: LINE_TOKEN,
  channelSecret: LINE_SECRET,
  ...more,
});

describe('alert settings', () => {
  it('saves LINE, Telegram and webhook settings and shows only the last 4 characters of secrets', async () => {
    const line = await d.admin.call('PUT', '/api/line-notify/setting', { body: lineBody() });
    expect(line.statusCode, line.body).toBe(200);
    expect(line.json().data).toMatchObject({
      enabled: true,
      groupID: GROUP_ID,
      channelAccessTokenLast4: '…abcd',
      channelSecretLast4: '…wxyz',
      webhookPath: `/api/line-notify/webhook/${c()}`,
    });
    expect(line.body).not.toContain(LINE_TOKEN);

    const tg = await d.admin.call('PUT', '/api/telegram-notify/setting', {
      body: {
        communityID: c(),
        enabled: true,
        features: ['REPAIR_REQUEST'],
        digest: true,
        chatID: '-100200',
        botToken: TELEGRAM_TOKEN,
      },
    });
    expect(tg.statusCode, tg.body).toBe(200);
    expect(tg.json().data).toMatchObject({ chatID: '-100200', botTokenLast4: '…tok9', digest: true });

    const hook = await d.admin.call('PUT', '/api/webhook-notify/setting', {
      body: {
        communityID: c(),
        enabled: true,
        features: [],
        digest: false,
        url: `${fake.url}/hook`,
        secret: WEBHOOK_SECRET,
      },
    });
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json().data.secretLast4).toBe(`…${WEBHOOK_SECRET.slice(-4)}`);

    // A save that leaves the token out keeps it.
    const again = await d.admin.call('PUT', '/api/line-notify/setting', {
      body: lineBody({ channelAccessToken: undefined, channelSecret: '' }),
    });
    expect(again.json().data.channelAccessTokenLast4).toBe('…abcd');

    const read = await d.pmc.call('GET', '/api/telegram-notify/setting', { query: { communityID: c() } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.botTokenLast4).toBe('…tok9');
  });

  it('leaves no token or secret readable in a dump of every table', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      const [row] = await queryRows<{ j: string | null }>(
        t.db,
        sql`select json_agg(x)::text as j from ${sql.identifier(table_name)} x`,
      );
      dump += row?.j ?? '';
    }
    expect(dump).toContain('notify');
    for (const secret of [LINE_TOKEN, LINE_SECRET, TELEGRAM_TOKEN, WEBHOOK_SECRET])
      expect(dump).not.toContain(secret);
  });

  it('refuses a channel turned on without its token or target, and bad input, changing nothing', async () => {
    const other = await newCommunity(t);
    const admin = await other.member('ADMIN');
    const res = await admin.call('PUT', '/api/telegram-notify/setting', {
      body: { communityID: other.id, enabled: true, features: [], digest: false, chatID: '-1' },
    });
    expectRefusal(res, 400, 'CHANNEL_NOT_READY');
    const get = await admin.call('GET', '/api/telegram-notify/setting', { query: { communityID: other.id } });
    expect(get.json().data).toMatchObject({ enabled: false, chatID: null, botTokenLast4: null });
    expectRefusal(
      await admin.call('PUT', '/api/line-notify/setting', {
        body: { communityID: other.id, enabled: false, features: ['NOPE'], digest: false },
      }),
      400,
    );
    expectRefusal(
      await admin.call('PUT', '/api/webhook-notify/setting', {
        body: {
          communityID: other.id,
          enabled: false,
          features: [],
          digest: false,
          url: 'ftp://x.test',
          secret: 'plain',
        },
      }),
      400,
    );
    expectRefusal(
      await admin.call('POST', '/api/line-notify/test', { body: { communityID: other.id } }),
      400,
      'CHANNEL_NOT_READY',
    );
  });

  it('lets SETTING:read see and only SETTING:write change; other communities see nothing', async () => {
    expectRefusal(await d.pmc.call('PUT', '/api/line-notify/setting', { body: lineBody() }), 403);
    expectRefusal(await d.pmc.call('POST', '/api/telegram-notify/test', { body: { communityID: c() } }), 403);
    expectRefusal(
      await d.resident.call('GET', '/api/line-notify/setting', { query: { communityID: c() } }),
      403,
    );
    expectRefusal(
      await d.resident.call('GET', '/api/notify-channel/delivery/list', { query: { communityID: c() } }),
      403,
    );
    const stranger = await (await newCommunity(t)).member('ADMIN');
    for (const url of [
      '/api/line-notify/setting',
      '/api/line-notify/group/list',
      '/api/notify-channel/delivery/list',
    ])
      expectRefusal(await stranger.call('GET', url, { query: { communityID: c() } }), 403);
    expectRefusal(await stranger.call('PUT', '/api/line-notify/setting', { body: lineBody() }), 403);
  });
});

describe('the LINE webhook', () => {
  const joinEvent = (groupId: string) =>
    JSON.stringify({
      destination: 'U0',
      events: [{ type: 'join', timestamp: 1, source: { type: 'group', groupId } }],
    });
  const sign = (body: string, secret = LINE_SECRET) =>
    createHmac('sha256', secret).update(body).digest('base64');
  const post = (body: string, signature: string, community = c()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/line-notify/webhook/${community}`,
      headers: { 'content-type': 'application/json', 'x-line-signature': signature },
      payload: body,
    });

  it('gets 401 for a bad signature and stores nothing', async () => {
    const body = joinEvent(`C${'f'.repeat(32)}`);
    expectRefusal(await post(body, sign(body, 'another-secret')), 401, 'BAD_SIGNATURE');
    expectRefusal(await post(body, ''), 401, 'BAD_SIGNATURE');
    const groups = await d.admin.call('GET', '/api/line-notify/group/list', { query: { communityID: c() } });
    expect(groups.json().items).toEqual([]);
  });

  it('takes a signed join event and offers the group in group/list', async () => {
    const body = joinEvent(GROUP_ID);
    const res = await post(body, sign(body));
    expect(res.statusCode, res.body).toBe(200);
    const groups = await d.pmc.call('GET', '/api/line-notify/group/list', { query: { communityID: c() } });
    expect(groups.json().items).toEqual([{ groupID: GROUP_ID, joinedAt: expect.any(String), active: true }]);
    const hook = await d.pmc.call('GET', '/api/line-notify/webhook', { query: { communityID: c() } });
    expect(hook.json().data.lastEventAt).toEqual(expect.any(String));
  });

  it('answers 404 for a community without LINE set up and 400 for a body that is not events', async () => {
    const other = await newCommunity(t);
    const body = joinEvent(GROUP_ID);
    expectRefusal(await post(body, sign(body), other.id), 404);
    expectRefusal(await post('[1', sign('[1')), 400, 'BAD_EVENTS');
  });
});

describe('Telegram chat discovery', () => {
  it('lists the groups the bot has seen from getUpdates', async () => {
    fake.setUpdates([
      {
        update_id: 1,
        message: {
          message_id: 1,
          date: 0,
          chat: { id: -100777, type: 'supergroup', title: 'Office' },
          text: 'hi',
        },
      },
      {
        update_id: 2,
        message: { message_id: 2, date: 0, chat: { id: 42, type: 'private', first_name: 'A' }, text: 'hi' },
      },
    ]);
    const res = await d.admin.call('POST', '/api/telegram-notify/chat/discover', {
      body: { communityID: c() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([{ chatID: '-100777', title: 'Office', type: 'supergroup' }]);
    expect(fake.of('/getUpdates').at(-1)!.path).toBe(`/bot${TELEGRAM_TOKEN}/getUpdates`);
  });
});
