import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, handshakeStatus, LiveClient, listen, liveUrl } from '../../test/live-client';
import { raise, userIdOf } from '../../test/notify-helpers';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { JwtSigner } from '../auth/jwt';
import { authSessions } from '../auth/tables';
import { appSettings } from '../db/app-settings';

let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  for (const who of ['pmc', 'admin', 'resident', 'guard']) {
    tokens[who] = (await signIn(t, `${who}@demo.test`)).access_token;
    ids[who] = await userIdOf(t, `${who}@demo.test`);
  }
});
afterAll(() => t.close());

const riverside = () => liveUrl(base, 'riverside-condo');
const offer = (token: string) => ({ 'sec-websocket-protocol': `bearer, ${token}` });

describe('live handshake', () => {
  it('is refused without a token, with a bad or revoked one, from another origin, or outside the community', async () => {
    expect(await handshakeStatus(riverside())).toBe(401);
    expect(await handshakeStatus(riverside(), offer('not.a.jwt'))).toBe(401);
    expect(await handshakeStatus(`${riverside()}&access_token=forged`)).toBe(401);
    expect(
      await handshakeStatus(riverside(), { ...offer(tokens.pmc!), origin: 'https://evil.example' }),
    ).toBe(403);
    expect(await handshakeStatus(riverside(), { ...offer(tokens.pmc!), origin: 'null' })).toBe(403);
    expect(await handshakeStatus(liveUrl(base, 'sukhumvit-77-residence'), offer(tokens.resident!))).toBe(403);
    expect(await handshakeStatus(liveUrl(base, 'no-such-community'), offer(tokens.pmc!))).toBe(403);
    expect(await handshakeStatus(riverside().replace(/\?.*/, ''), offer(tokens.pmc!))).toBe(400);

    const revoked = (await signIn(t, 'admin@demo.test')).access_token;
    await t.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.id, decodeJwt(revoked).sid as string));
    expect(await handshakeStatus(riverside(), offer(revoked))).toBe(401);
    // A browser shows a refused handshake as a failed socket.
    await expect(new LiveClient(riverside(), 'not.a.jwt').opened).rejects.toThrow();
  });

  it("is accepted with the bearer subprotocol or access_token, from no origin, this host's or PUBLIC_URL's", async () => {
    expect(await handshakeStatus(riverside(), offer(tokens.pmc!))).toBe(101);
    expect(await handshakeStatus(`${riverside()}&access_token=${tokens.pmc}`)).toBe(101);
    expect(await handshakeStatus(riverside(), { ...offer(tokens.pmc!), origin: base })).toBe(101);
    expect(
      await handshakeStatus(riverside(), { ...offer(tokens.pmc!), origin: 'http://localhost:3000' }),
    ).toBe(101);
    // Suspended communities keep their live channel, like the other session calls.
    expect(await handshakeStatus(liveUrl(base, 'sukhumvit-77-residence'), offer(tokens.pmc!))).toBe(101);
    const { client } = await connectLive(riverside(), tokens.pmc!, { origin: base });
    // The token is never echoed back as the protocol.
    expect(client.socket.protocol).toBe('bearer');
    await client.close();
  });
});

describe('live events', () => {
  it('greets with the badge, then delivers each new item and badge to its recipients only', async () => {
    await raise(t, 'riverside-condo', { kind: 'users', userIds: [ids.pmc!] }, 2, 'Before');
    const { client: pmc, badge } = await connectLive(riverside(), tokens.pmc!);
    expect(badge).toBe(2);
    const { client: pmcGreen } = await connectLive(liveUrl(base, 'green-ville-village'), tokens.pmc!);
    const { client: resident } = await connectLive(riverside(), tokens.resident!);
    const { client: admin } = await connectLive(riverside(), tokens.admin!);

    const [id] = await raise(t, 'riverside-condo', { kind: 'users', userIds: [ids.pmc!] }, 1, 'For pmc');
    expect(await pmc.next()).toEqual({
      type: 'notification',
      item: expect.objectContaining({ notificationID: id, inboxTitle: 'For pmc 1', readContentFlag: false }),
    });
    expect(await pmc.next()).toEqual({ type: 'badge', inboxBadgeCount: 3 });

    // Events reach each socket in order, so the first thing the others now see is their own.
    await raise(t, 'riverside-condo', { kind: 'users', userIds: [ids.admin!] }, 1, 'For admin');
    await raise(t, 'riverside-condo', { kind: 'users', userIds: [ids.resident!] }, 1, 'For resident');
    await raise(t, 'green-ville-village', { kind: 'users', userIds: [ids.pmc!] }, 1, 'Green');
    expect(await admin.next()).toMatchObject({ type: 'notification', item: { inboxTitle: 'For admin 1' } });
    expect(await resident.next()).toMatchObject({
      type: 'notification',
      item: { inboxTitle: 'For resident 1' },
    });
    expect(await pmcGreen.next()).toMatchObject({ type: 'notification', item: { inboxTitle: 'Green 1' } });
    expect(pmc.pending).toEqual([]);
    for (const c of [pmc, pmcGreen, resident, admin]) await c.close();
  });

  it("follows read marks made in the user's other tabs", async () => {
    const { client, badge } = await connectLive(riverside(), tokens.guard!);
    const [id] = await raise(t, 'riverside-condo', { kind: 'users', userIds: [ids.guard!] }, 1);
    await client.next();
    expect(await client.next()).toEqual({ type: 'badge', inboxBadgeCount: badge + 1 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification/inbox/read',
      headers: { authorization: `Bearer ${tokens.guard}` },
      payload: { communityID: 'riverside-condo', notificationID: id },
    });
    expect(await client.next()).toEqual({ type: 'badge', inboxBadgeCount: badge });
    await client.close();
  });

  it('answers an application ping with a pong, and ignores anything else', async () => {
    const { client } = await connectLive(riverside(), tokens.pmc!);
    client.socket.send('hello');
    client.socket.send(JSON.stringify({ type: 'subscribe', communityID: 'green-ville-village' }));
    client.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await client.next()).toEqual({ type: 'pong' });
    await client.close();
  });

  it("closes a removed member's sockets in that community (4403), and no one else's", async () => {
    const { client: removed } = await connectLive(riverside(), tokens.resident!);
    const { client: otherCommunity } = await connectLive(
      liveUrl(base, 'green-ville-village'),
      tokens.resident!,
    );
    const { client: bystander } = await connectLive(riverside(), tokens.admin!);
    await t.app.services.realtime.closeMemberSockets('riverside-condo', ids.resident!);
    expect(await removed.closed).toMatchObject({ code: 4403 });
    const ping = JSON.stringify({ type: 'ping' });
    otherCommunity.socket.send(ping);
    bystander.socket.send(ping);
    expect(await otherCommunity.next()).toEqual({ type: 'pong' });
    expect(await bystander.next()).toEqual({ type: 'pong' });
    await otherCommunity.close();
    await bystander.close();
  });

  it('closes a socket when its access token expires (4401), so a logout ends it', async () => {
    const [setting] = await t.db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
    const shortLived = new JwtSigner(setting!.value, 1, t.config.OAUTH_CLIENT_ID);
    const claims = decodeJwt(tokens.pmc!);
    const token = await shortLived.signAccess({
      sub: claims.sub!,
      sid: claims.sid as string,
      email: claims.email as string,
    });
    const { client } = await connectLive(riverside(), token);
    expect(await client.closed).toMatchObject({ code: 4401 });
  });
});

describe('shutdown', () => {
  it('tells open sockets "going away" (1001)', async () => {
    const other = await createTestApp();
    const otherBase = await listen(other.app);
    const token = (await signIn(other, 'pmc@demo.test')).access_token;
    const { client } = await connectLive(liveUrl(otherBase, 'riverside-condo'), token);
    await other.close();
    expect(await client.closed).toMatchObject({ code: 1001 });
  });
});
