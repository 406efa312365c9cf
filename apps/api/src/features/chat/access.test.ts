import { CHAT_TEXT_MAX } from '@cc/contracts/chat';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { chatKit } from './chat-test-kit';
import { chatMessages } from './tables';

describe('chat rooms: who reaches what', () => {
  apiTest(
    'a resident reaches their own room only; the office sees every room',
    async ({ api, community }) => {
      const k = await chatKit(community);
      const mine = await k.roomOf(k.resident);
      expect(await k.roomOf(k.resident)).toMatchObject({ roomID: mine.roomID });
      const theirs = await k.roomOf(k.neighbour);
      await k.send(k.resident, 'สวัสดีค่ะ น้ำรั่ว');

      // The neighbour naming the resident's room is told it does not exist.
      expectRefusal(
        await k.get(k.neighbour, '/api/chat/message/list', { roomID: mine.roomID }),
        404,
        'CHAT_ROOM_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.neighbour, '/api/chat/message/send', {
          roomID: mine.roomID,
          clientMessageID: 'x',
          text: 'hi',
        }),
        404,
        'CHAT_ROOM_NOT_FOUND',
      );
      // Residents do not list rooms.
      expectRefusal(await k.get(k.resident, '/api/chat/room/list'), 403);

      const list = await k.get(k.admin, '/api/chat/room/list');
      expect(list.statusCode, list.body).toBe(200);
      const rooms = list.json().items as { roomID: string; unread: number; unitNos: string[] }[];
      expect(rooms.map((r) => r.roomID)).toEqual([mine.roomID, theirs.roomID]);
      expect(rooms[0]).toMatchObject({ unread: 1, unitNos: ['A-0101'], status: 'OPEN' });

      // Another community's room ID is unknown to this community's office.
      const other = await newCommunity(api, { name: 'Other' });
      const ok = await chatKit(other);
      const foreign = await ok.roomOf(ok.resident);
      expectRefusal(
        await k.get(k.admin, '/api/chat/room/info', { roomID: foreign.roomID }),
        404,
        'CHAT_ROOM_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.admin, '/api/chat/room/status', { roomID: foreign.roomID, status: 'CLOSED' }),
        404,
        'CHAT_ROOM_NOT_FOUND',
      );
    },
  );

  apiTest('staff off the admin list and committee members do not answer', async ({ community }) => {
    const k = await chatKit(community);
    const room = await k.roomOf(k.resident);
    const pmc = await community.member('PMC');
    expectRefusal(await k.get(pmc, '/api/chat/room/list'), 403, 'CHAT_NOT_ADMIN');
    expectRefusal(
      await k.post(pmc, '/api/chat/message/send', { roomID: room.roomID, clientMessageID: 'x', text: 'hi' }),
      403,
      'CHAT_NOT_ADMIN',
    );
    const committee = await community.member('COMMITTEE');
    expectRefusal(
      await k.post(committee, '/api/chat/message/send', { clientMessageID: 'x', text: 'hi' }),
      403,
    );
    expectRefusal(
      await k.post(k.resident, '/api/chat/room/status', { roomID: room.roomID, status: 'CLOSED' }),
      403,
    );
  });

  apiTest('bad input is refused in the caller language and stores nothing', async ({ api, community }) => {
    const k = await chatKit(community);
    const th = { 'accept-language': 'th' };
    const tooLong = await k.post(
      k.resident,
      '/api/chat/message/send',
      { clientMessageID: 'a', text: 'x'.repeat(CHAT_TEXT_MAX + 1) },
      th,
    );
    expectRefusal(tooLong, 400);
    const empty = await k.post(
      k.resident,
      '/api/chat/message/send',
      { clientMessageID: 'b', text: '   ' },
      th,
    );
    expectRefusal(empty, 400, 'CHAT_MESSAGE_EMPTY');
    expect(empty.json().message).toBe('กรุณาพิมพ์ข้อความหรือแนบไฟล์');
    expectRefusal(
      await k.post(k.resident, '/api/chat/message/send', { clientMessageID: '', text: 'hi' }),
      400,
    );
    expectRefusal(await k.get(k.admin, '/api/chat/room/info', { roomID: 'nope' }), 400);
    expectRefusal(await k.get(k.resident, '/api/chat/message/list', { beforeSeq: 5, afterSeq: 1 }), 400);
    const room = await k.roomOf(k.resident);
    const rows = await api.db.select().from(chatMessages).where(eq(chatMessages.roomId, room.roomID));
    expect(rows).toEqual([]);
  });
});
