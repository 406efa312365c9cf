import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { chatKit, clientId } from './chat-test-kit';
import { chatMessages, chatRooms } from './tables';

/** Sends at once on PGlite and PostgreSQL: the room's row lock numbers them, not timing. */
describe('chat sends at once', () => {
  apiTest(
    '50 sends into one room from three people get seq 1-50, no gaps, one order',
    async ({ api, community }) => {
      const k = await chatKit(community);
      const second = await community.member('ADMIN');
      await k.post(k.admin, '/api/chat/admin/add', { userID: second.userId });
      const { roomID } = await k.roomOf(k.resident);
      // Three senders, each under the 20-in-10-seconds rule.
      const senders = [k.resident, k.admin, second];
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          k.post(senders[i % 3]!, '/api/chat/message/send', {
            roomID,
            clientMessageID: clientId(),
            text: `ข้อความที่ ${i}`,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      const answered = answers.map((a) => a.json().data.seq as number).sort((a, b) => a - b);
      expect(answered).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      const rows = await api.db
        .select({ seq: chatMessages.seq, id: chatMessages.id })
        .from(chatMessages)
        .where(eq(chatMessages.roomId, roomID))
        .orderBy(asc(chatMessages.seq));
      expect(rows.map((r) => r.seq)).toEqual(answered);
      // Every reader sees that order: the list and the stored rows agree.
      const listed = await k.get(k.admin, '/api/chat/message/list', { roomID, limit: 100 });
      expect(listed.json().items.map((m: { messageID: string }) => m.messageID)).toEqual(
        rows.map((r) => r.id),
      );
      const [room] = await api.db.select().from(chatRooms).where(eq(chatRooms.id, roomID));
      expect(room!.lastSeq).toBe(50);
    },
  );

  apiTest('one clientMessageID sent five times at once stores one message', async ({ api, community }) => {
    const k = await chatKit(community);
    const clientMessageID = clientId();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        k.post(k.resident, '/api/chat/message/send', { clientMessageID, text: 'ส่งครั้งเดียว' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.json().data.messageID)).size).toBe(1);
    expect(await api.db.$count(chatMessages, eq(chatMessages.senderId, k.resident.userId))).toBe(1);
  });
});
