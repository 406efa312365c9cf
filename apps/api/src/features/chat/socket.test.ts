import { CHAT_CLOSE } from '@cc/contracts/chat-live';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { oneTimeTokens } from '../../platform/auth/tables';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { handshakeStatus, listen } from '../../test/live-client';
import type { TestApp } from '../../test/test-app';
import { type ChatKit, ChatSocket, chatKit, chatUrl, clientId, openChat } from './chat-test-kit';

let listening: Promise<string> | undefined;
/** The file's app, listening once on a free port (the sockets need a real server). */
const baseOf = (api: TestApp) => {
  listening ??= listen(api.app);
  return listening;
};

const ticketFor = async (k: ChatKit, who: Member, deviceID: string) =>
  (await k.post(who, '/api/chat/token/one-time', { deviceID })).json().data.ticket as string;

describe('the chat socket', () => {
  apiTest(
    'a ticket opens one socket, within its time, from its device, from our origin',
    async ({ api, community }) => {
      const base = await baseOf(api);
      const k = await chatKit(community);
      const device = 'phone-0001';
      const ticket = await ticketFor(k, k.resident, device);
      // Another device presenting it, or another origin: refused, and the ticket stays unspent.
      expect(await handshakeStatus(chatUrl(base, ticket, 'laptop-0002'))).toBe(401);
      expect(await handshakeStatus(chatUrl(base, ticket, device), { origin: 'https://evil.example' })).toBe(
        403,
      );
      expect(await handshakeStatus(`${chatUrl(base, ticket, device)}&communityID=someone-else`)).toBe(401);
      const first = new ChatSocket(chatUrl(base, ticket, device));
      await first.opened;
      expect(await handshakeStatus(chatUrl(base, ticket, device))).toBe(401);
      await first.close();
      // Past its thirty seconds a ticket opens nothing.
      const old = await ticketFor(k, k.resident, device);
      await api.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, k.resident.userId));
      expect(await handshakeStatus(chatUrl(base, old, device))).toBe(401);
    },
  );

  apiTest(
    'a resident writes, the admin hears it, answers, and the resident sees the read tick',
    async ({ api, community }) => {
      const base = await baseOf(api);
      const k = await chatKit(community);
      const { roomID } = await k.roomOf(k.resident);
      const admin = await openChat(base, k, k.admin);
      const resident = await openChat(base, k, k.resident);
      expect((await k.get(k.resident, '/api/chat/office')).json().data.adminOnline).toBe(true);

      resident.send({ type: 'typing' });
      expect(await admin.next('typing')).toMatchObject({ side: 'RESIDENT', userID: k.resident.userId });
      const clientMessageID = clientId();
      resident.send({ type: 'send', clientMessageID, text: '<img src=x onerror=alert(1)>' });
      const ack = await resident.next('ack');
      expect(ack.message).toMatchObject({ clientMessageID, seq: 1, text: '<img src=x onerror=alert(1)>' });
      const heard = await admin.next('message');
      expect(heard.message.messageID).toBe(ack.message!.messageID);
      expect(heard.room).toMatchObject({ unread: 1, status: 'OPEN', residentID: k.resident.userId });

      expect(heard.room.roomID).toBe(roomID);
      await k.send(k.admin, 'รับทราบค่ะ', { roomID });
      expect((await resident.next('message')).message).toMatchObject({
        seq: 2,
        side: 'OFFICE',
        text: 'รับทราบค่ะ',
      });
      resident.send({ type: 'read', seq: 2 });
      expect(await admin.next('read')).toEqual({ type: 'read', roomID, side: 'RESIDENT', seq: 2 });

      // A frame the server cannot take is answered, and the socket stays.
      resident.send({ type: 'send', clientMessageID: clientId(), text: '   ' });
      expect((await resident.next('ack')).error).toMatchObject({ status: 400, code: 'CHAT_MESSAGE_EMPTY' });
      resident.send({ type: 'shout' });
      expect((await resident.next('error')).error.code).toBe('VALIDATION_FAILED');
      resident.send({ type: 'ping' });
      expect(await resident.next('pong')).toEqual({ type: 'pong' });
      await Promise.all([admin.close(), resident.close()]);
    },
  );

  apiTest('20 residents, 200 messages: nobody hears another room', async ({ api, community }) => {
    const base = await baseOf(api);
    const k = await chatKit(community);
    const people = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        community.member('RESIDENT', { home: { unitId: await community.unit(`B-${100 + i}`) } }),
      ),
    );
    const sockets = await Promise.all(people.map((p) => openChat(base, k, p)));
    const admin = await openChat(base, k, k.admin);
    await Promise.all(
      people.map(async (_, i) => {
        for (let n = 0; n < 10; n++)
          sockets[i]!.send({ type: 'send', clientMessageID: clientId(), text: `${i}-${n}` });
      }),
    );
    const rooms = new Set<string>();
    for (let n = 0; n < 200; n++) rooms.add((await admin.next('message', 30_000)).room.roomID);
    expect(rooms.size).toBe(20);
    for (const [i, socket] of sockets.entries()) {
      const seen: string[] = [];
      for (let n = 0; n < 10; n++) seen.push((await socket.next('message')).message.text);
      expect(seen.sort()).toEqual(Array.from({ length: 10 }, (_, n) => `${i}-${n}`).sort());
      expect(socket.pending.filter((e) => e.type === 'message')).toEqual([]);
    }
    await Promise.all([...sockets, admin].map((s) => s.close()));
  });

  apiTest(
    'a second socket asks before it takes over; taking over closes the first with 4409',
    async ({ api, community }) => {
      const base = await baseOf(api);
      const k = await chatKit(community);
      const first = await openChat(base, k, k.admin, { deviceID: 'tab-aaaa-1' });
      const check = await k.get(k.admin, '/api/chat/connection/duplicate/check', { deviceID: 'tab-aaaa-1' });
      expect(check.json().data).toEqual({ duplicate: true, sockets: 1, sameDevice: true });
      const second = await openChat(base, k, k.admin, { deviceID: 'tab-aaaa-1', takeover: true });
      expect((await first.closed).code).toBe(CHAT_CLOSE.takenOver);
      second.send({ type: 'ping' });
      expect(await second.next('pong')).toEqual({ type: 'pong' });
      await second.close();
      await expect
        .poll(
          async () =>
            (await k.get(k.admin, '/api/chat/connection/duplicate/check', { deviceID: 'x-00000001' })).json()
              .data.duplicate,
        )
        .toBe(false);
    },
  );

  apiTest('a reader (the committee) may follow but not send over the socket', async ({ api, community }) => {
    const base = await baseOf(api);
    const k = await chatKit(community);
    const committee = await community.member('COMMITTEE');
    const socket = await openChat(base, k, committee);
    const clientMessageID = clientId();
    socket.send({ type: 'send', clientMessageID, text: 'ขอพูดด้วย' });
    expect(await socket.next('ack')).toMatchObject({
      clientMessageID,
      error: { status: 403, code: 'PERMISSION_DENIED' },
    });
    await socket.close();
  });
});
