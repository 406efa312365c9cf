import { CHAT_RATE } from '@cc/contracts/chat';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { userPreferences } from '../../platform/auth/tables';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countAudits } from '../../test/rows';
import { DEFAULT_AUTO_REPLY } from './auto-reply-texts';
import { type ChatKit, chatKit, clientId } from './chat-test-kit';
import { chatMessages } from './tables';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows program's first bytes ("MZ"), named as a picture. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const upload = (
  k: ChatKit,
  who: Member,
  file: { name: string; bytes: Buffer; type?: string },
  roomID?: string,
) => {
  const form = multipart({}, { file });
  return who.call('POST', '/api/chat/message/attachment', {
    query: { communityID: k.communityID, roomID },
    payload: form.payload,
    headers: form.headers,
  });
};

describe('chat messages', () => {
  apiTest('pages by seq: newest, before, and exactly the missed ones after', async ({ community }) => {
    const k = await chatKit(community);
    for (let i = 1; i <= 7; i++) await k.send(k.resident, `ข้อความ ${i}`);
    const room = await k.roomOf(k.resident);
    const page = (q: object) => k.get(k.admin, '/api/chat/message/list', { roomID: room.roomID, ...q });
    const seqs = async (q: object) => (await page(q)).json().items.map((m: { seq: number }) => m.seq);
    expect(await seqs({ limit: 3 })).toEqual([5, 6, 7]);
    expect((await page({ limit: 3 })).json().hasMore).toBe(true);
    expect(await seqs({ beforeSeq: 5, limit: 3 })).toEqual([2, 3, 4]);
    expect(await seqs({ beforeSeq: 2, limit: 3 })).toEqual([1]);
    expect(await seqs({ afterSeq: 4 })).toEqual([5, 6, 7]);
    expect(await seqs({ afterSeq: 7 })).toEqual([]);
    // A resident's own list needs no roomID.
    const own = await k.get(k.resident, '/api/chat/message/list', { afterSeq: 6 });
    expect(own.json().items.map((m: { text: string }) => m.text)).toEqual(['ข้อความ 7']);
  });

  apiTest(
    'status: only admins move it, the same one again is refused, a resident reopens',
    async ({ api, community }) => {
      const k = await chatKit(community);
      await k.send(k.resident, 'ไฟดับค่ะ');
      const { roomID } = await k.roomOf(k.resident);
      const status = (s: string, lang = 'en') =>
        k.post(k.admin, '/api/chat/room/status', { roomID, status: s }, { 'accept-language': lang });
      const same = await status('OPEN', 'th');
      expectRefusal(same, 409, 'CHAT_STATUS_SAME');
      expect(same.json().message).toContain('รอตอบ');
      // An answer puts the room on hold and gives it to the admin who answered.
      await k.send(k.admin, 'ช่างกำลังไปค่ะ', { roomID });
      const answered = (await k.get(k.admin, '/api/chat/room/info', { roomID })).json().data;
      expect(answered).toMatchObject({
        status: 'PENDING',
        assigneeID: k.admin.userId,
        waitingSince: null,
        unread: 0,
      });
      expect((await status('CLOSED')).json().data.status).toBe('CLOSED');
      expect(await countAudits(api.db, community.id, 'chat.room.status')).toBe(1);
      await k.send(k.resident, 'ยังดับอยู่ค่ะ');
      const reopened = (await k.get(k.admin, '/api/chat/room/info', { roomID })).json().data;
      expect(reopened).toMatchObject({ status: 'OPEN', unread: 1 });
      expect(reopened.waitingSince).not.toBeNull();
      // Assignment goes to chat admins only.
      expectRefusal(
        await k.post(k.admin, '/api/chat/room/assign', { roomID, userID: k.resident.userId }),
        400,
        'CHAT_ASSIGNEE_NOT_ADMIN',
      );
      expect(
        (await k.post(k.admin, '/api/chat/room/assign', { roomID, userID: null })).json().data.assigneeID,
      ).toBe(null);
    },
  );

  apiTest('read marks move each side forward only, and show as ticks', async ({ community }) => {
    const k = await chatKit(community);
    await k.send(k.resident, 'หนึ่ง');
    await k.send(k.resident, 'สอง');
    const { roomID } = await k.roomOf(k.resident);
    const read = await k.post(k.admin, '/api/chat/message/read', { roomID, seq: 99 });
    expect(read.json().data).toMatchObject({ officeReadSeq: 2, unread: 0 });
    const back = await k.post(k.admin, '/api/chat/message/read', { roomID, seq: 1 });
    expect(back.json().data.officeReadSeq).toBe(2);
    await k.send(k.admin, 'ตอบ', { roomID });
    expect((await k.get(k.resident, '/api/chat/unread/count')).json().data).toEqual({
      rooms: 1,
      messages: 1,
    });
    await k.post(k.resident, '/api/chat/message/read', { seq: 3 });
    expect((await k.get(k.resident, '/api/chat/unread/count')).json().data).toEqual({
      rooms: 0,
      messages: 0,
    });
    expect((await k.get(k.admin, '/api/chat/room/info', { roomID })).json().data.residentReadSeq).toBe(3);
  });

  apiTest('recall: own message, within five minutes, once; a trace stays', async ({ api, community }) => {
    const k = await chatKit(community);
    const sent = await k.send(k.resident, 'ส่งผิดห้อง');
    expectRefusal(
      await k.post(k.admin, '/api/chat/message/recall', { messageID: sent.messageID }),
      403,
      'CHAT_RECALL_NOT_OWN',
    );
    expectRefusal(
      await k.post(k.neighbour, '/api/chat/message/recall', { messageID: sent.messageID }),
      404,
      'CHAT_MESSAGE_NOT_FOUND',
    );
    const recalled = await k.post(k.resident, '/api/chat/message/recall', { messageID: sent.messageID });
    expect(recalled.json().data).toMatchObject({ text: '', seq: 1 });
    expect(recalled.json().data.recalledAt).not.toBeNull();
    expectRefusal(
      await k.post(k.resident, '/api/chat/message/recall', { messageID: sent.messageID }),
      403,
      'CHAT_RECALL_DONE',
    );
    const [row] = await api.db.select().from(chatMessages).where(eq(chatMessages.id, sent.messageID));
    expect(row!.recalledBody).toBe('ส่งผิดห้อง');
    const late = await k.send(k.resident, 'เก่าแล้ว');
    await api.db
      .update(chatMessages)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(chatMessages.id, late.messageID));
    expectRefusal(
      await k.post(k.resident, '/api/chat/message/recall', { messageID: late.messageID }),
      403,
      'CHAT_RECALL_TOO_LATE',
    );
  });

  apiTest(
    'attachments: checked on their bytes, sent once, served to the room only',
    async ({ community }) => {
      const k = await chatKit(community);
      const renamed = await upload(k, k.resident, { name: 'photo.png', bytes: EXE, type: 'image/png' });
      expectRefusal(renamed, 400);
      const ok = await upload(k, k.resident, { name: 'leak.png', bytes: PNG, type: 'image/png' });
      expect(ok.statusCode, ok.body).toBe(200);
      const { attachmentID } = ok.json().data;
      const sent = await k.send(k.resident, '', { attachmentIDs: [attachmentID] });
      expect(sent.attachments).toMatchObject([{ attachmentID, name: 'leak.png', contentType: 'image/png' }]);
      expect(sent.attachments[0]!.url).toMatch(/^\/api\/files\//);
      // The same file cannot ride on a second message.
      expectRefusal(
        await k.post(k.resident, '/api/chat/message/send', {
          clientMessageID: clientId(),
          text: 'again',
          attachmentIDs: [attachmentID],
        }),
        400,
        'CHAT_ATTACHMENT_UNKNOWN',
      );
      const get = (who: Member) =>
        who.call('GET', '/api/chat/message/attachment', {
          query: { communityID: k.communityID, attachmentID },
        });
      const byAdmin = await get(k.admin);
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.headers['content-type']).toBe('image/png');
      expect(byAdmin.rawPayload.equals(PNG)).toBe(true);
      expectRefusal(await get(k.neighbour), 404, 'CHAT_ATTACHMENT_NOT_FOUND');
      expectRefusal(await upload(k, k.resident, { name: 'x.png', bytes: Buffer.alloc(0) }), 400);
    },
  );

  apiTest(
    'search finds Thai substrings: the office in every room, a resident in their own',
    async ({ community }) => {
      const k = await chatKit(community);
      await k.send(k.resident, 'ท่อน้ำทิ้งใต้อ่างล้างจานรั่ว');
      await k.send(k.neighbour, 'น้ำทิ้งอุดตันค่ะ');
      await k.send(k.neighbour, 'ขอบคุณค่ะ');
      const office = await k.get(k.admin, '/api/chat/message/search', { q: 'น้ำทิ้ง' });
      expect(office.statusCode, office.body).toBe(200);
      expect(
        office
          .json()
          .items.map((m: { text: string }) => m.text)
          .sort(),
      ).toEqual(['ท่อน้ำทิ้งใต้อ่างล้างจานรั่ว', 'น้ำทิ้งอุดตันค่ะ']);
      const own = await k.get(k.neighbour, '/api/chat/message/search', { q: 'น้ำทิ้ง' });
      expect(own.json().items.map((m: { text: string }) => m.text)).toEqual(['น้ำทิ้งอุดตันค่ะ']);
      expect((await k.get(k.admin, '/api/chat/message/search', { q: '100%' })).json().items).toEqual([]);
    },
  );

  apiTest('the 21st message within ten seconds gets 429 and is not stored', async ({ api, community }) => {
    const k = await chatKit(community);
    for (let i = 0; i < CHAT_RATE.messages; i++) await k.send(k.resident, `m${i}`);
    const over = await k.post(k.resident, '/api/chat/message/send', {
      clientMessageID: clientId(),
      text: 'one more',
    });
    expectRefusal(over, 429, 'CHAT_TOO_FAST');
    expect(await api.db.$count(chatMessages, eq(chatMessages.senderId, k.resident.userId))).toBe(
      CHAT_RATE.messages,
    );
  });

  apiTest(
    'after hours an unanswered run gets one auto-reply, in the resident language',
    async ({ api, community }) => {
      const k = await chatKit(community);
      const hours = (day: { open: string; close: string } | null) => ({
        communityID: k.communityID,
        officeHours: Array.from({ length: 7 }, () => day),
        holidays: [],
        autoReplyEnabled: true,
        autoReplyTexts: {},
        greeting: '',
        quickReplies: [],
      });
      // Closed all week: every moment is after hours (office-hours.test.ts walks a fixed clock).
      expect((await k.admin.call('PUT', '/api/chat/preference', { body: hours(null) })).statusCode).toBe(200);
      const fr = { 'accept-language': 'fr' };
      for (const text of ['Bonsoir', 'Il y a une fuite']) {
        const r = await k.post(
          k.resident,
          '/api/chat/message/send',
          { clientMessageID: clientId(), text },
          fr,
        );
        expect(r.statusCode, r.body).toBe(200);
      }
      const listed = async () =>
        (await k.get(k.resident, '/api/chat/message/list')).json().items as { side: string; text: string }[];
      const first = await listed();
      expect(first.map((m) => m.side)).toEqual(['RESIDENT', 'SYSTEM', 'RESIDENT']);
      expect(first[1]!.text).toBe(DEFAULT_AUTO_REPLY.fr);
      // A resident who chose Thai in the app is answered in Thai, whatever the request says.
      await api.db.insert(userPreferences).values({ userId: k.neighbour.userId, key: 'lang', value: 'th' });
      await k.post(k.neighbour, '/api/chat/message/send', { clientMessageID: clientId(), text: 'Hello' }, fr);
      const theirs = (await k.get(k.neighbour, '/api/chat/message/list')).json().items as { text: string }[];
      expect(theirs.map((m) => m.text)).toEqual(['Hello', DEFAULT_AUTO_REPLY.th]);
      // The office answers; the next message starts a new run, answered once again.
      const { roomID } = await k.roomOf(k.resident);
      await k.send(k.admin, 'Nous regardons demain', { roomID });
      await k.send(k.resident, 'Merci');
      expect((await listed()).map((m) => m.side)).toEqual([
        'RESIDENT',
        'SYSTEM',
        'RESIDENT',
        'OFFICE',
        'RESIDENT',
        'SYSTEM',
      ]);
      // Open all day: no answer from the system.
      await k.admin.call('PUT', '/api/chat/preference', { body: hours({ open: '00:00', close: '23:59' }) });
      await k.send(k.admin, 'ok', { roomID });
      await k.send(k.resident, 'สวัสดีตอนเช้า');
      expect((await listed()).at(-1)!.side).toBe('RESIDENT');
    },
  );

  apiTest(
    'read to unread tells the admins once; a reply reaches an offline resident',
    async ({ api, community }) => {
      const k = await chatKit(community);
      await k.send(k.resident, 'หนึ่ง');
      await k.send(k.resident, 'สอง');
      const toAdmin = await api.db
        .select({ target: notifications.target, feature: notifications.featureEnum })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, k.admin.userId));
      const { roomID } = await k.roomOf(k.resident);
      expect(toAdmin).toEqual([{ target: `/dashboard/chat?room=${roomID}`, feature: 'CHAT_NITI' }]);
      await k.send(k.admin, 'รับทราบค่ะ', { roomID });
      const toResident = await api.db
        .select({ feature: notifications.featureEnum })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(eq(notificationRecipients.userId, k.resident.userId));
      expect(toResident).toEqual([{ feature: 'CHAT_NITI' }]);
    },
  );
});

describe('chat settings', () => {
  apiTest('admins: staff only, a repeat is harmless, the last one stays', async ({ community }) => {
    const k = await chatKit(community);
    expectRefusal(
      await k.post(k.admin, '/api/chat/admin/add', { userID: k.resident.userId }),
      400,
      'CHAT_ADMIN_NOT_STAFF',
    );
    const other = await community.member('ADMIN');
    const list = await k.get(k.admin, '/api/chat/admin/list');
    expect(list.json().candidates.map((c: { userID: string }) => c.userID)).toEqual([other.userId]);
    await k.post(k.admin, '/api/chat/admin/add', { userID: other.userId });
    const twice = await k.post(k.admin, '/api/chat/admin/add', { userID: other.userId });
    expect(twice.json().items.map((a: { userID: string }) => a.userID)).toEqual([
      k.admin.userId,
      other.userId,
    ]);
    await k.post(k.admin, '/api/chat/admin/remove', { userID: k.admin.userId });
    const last = await k.post(
      other,
      '/api/chat/admin/remove',
      { userID: other.userId },
      { 'accept-language': 'th' },
    );
    expectRefusal(last, 409, 'CHAT_LAST_ADMIN');
    expectRefusal(
      await k.post(other, '/api/chat/admin/remove', { userID: k.admin.userId }),
      404,
      'CHAT_ADMIN_NOT_FOUND',
    );
  });

  apiTest('preference: validated, saved, and what the app shows', async ({ community }) => {
    const k = await chatKit(community);
    const put = (body: object) =>
      k.admin.call('PUT', '/api/chat/preference', { body: { communityID: k.communityID, ...body } });
    const base = {
      officeHours: Array.from({ length: 7 }, () => null),
      holidays: ['2026-12-31'],
      autoReplyEnabled: false,
      autoReplyTexts: { th: 'นอกเวลาทำการค่ะ' },
      greeting: 'สวัสดีค่ะ',
      quickReplies: ['รับทราบค่ะ'],
    };
    expectRefusal(await put({ ...base, quickReplies: Array.from({ length: 31 }, (_, i) => `r${i}`) }), 400);
    expectRefusal(
      await put({ ...base, officeHours: [{ open: '18:00', close: '08:00' }, ...base.officeHours.slice(1)] }),
      400,
    );
    expectRefusal(await put({ ...base, officeHours: base.officeHours.slice(1) }), 400);
    const saved = await put(base);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await k.get(k.admin, '/api/chat/preference')).json().data).toEqual(base);
    expectRefusal(await k.get(k.resident, '/api/chat/preference'), 403);
    const office = (await k.get(k.resident, '/api/chat/office')).json().data;
    expect(office).toMatchObject({ officeOpenNow: false, greeting: 'สวัสดีค่ะ', adminOnline: false });
    // A new room opens with the greeting.
    const room = await k.roomOf(k.neighbour);
    expect(room).toMatchObject({ lastSeq: 1, lastMessageSide: 'SYSTEM', lastMessagePreview: 'สวัสดีค่ะ' });
  });

  apiTest('members, profile, card and counts for the office', async ({ community }) => {
    const k = await chatKit(community);
    await k.send(k.resident, 'สวัสดี');
    const members = await k.get(k.admin, '/api/chat/member/list', { search: 'A-0101' });
    expect(members.statusCode, members.body).toBe(200);
    expect(members.json().items).toMatchObject([
      { userID: k.resident.userId, unitNos: ['A-0101'], unread: 1, status: 'OPEN' },
    ]);
    const all = await k.get(k.admin, '/api/chat/member/list', { limit: 1 });
    expect(all.json().items).toHaveLength(1);
    const next = await k.get(k.admin, '/api/chat/member/list', { limit: 1, lastKey: all.json().lastKey });
    expect(next.json().items[0].userID).not.toBe(all.json().items[0].userID);
    const profile = await k.get(k.admin, '/api/chat/member/profile', { userID: k.resident.userId });
    expect(profile.json().data).toMatchObject({ messageCount: 1, unitNos: ['A-0101'] });
    const opened = await k.post(k.admin, '/api/chat/room', { userID: k.neighbour.userId });
    expect(opened.json().data).toMatchObject({ residentID: k.neighbour.userId, lastSeq: 0 });
    const card = (await k.get(k.admin, '/api/chat/summary')).json().data;
    expect(card).toMatchObject({ open: 2, pending: 0, unreadRooms: 1 });
    expect(card.longestWaitSince).not.toBeNull();
    expect((await k.get(k.admin, '/api/chat/unread/count')).json().data).toEqual({ rooms: 1, messages: 1 });
  });
});
