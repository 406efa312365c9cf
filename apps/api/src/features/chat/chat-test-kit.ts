import type { ChatMessage, ChatRoom } from '@cc/contracts/chat';
import type { ChatLiveEvent } from '@cc/contracts/chat-live';
import { expect } from 'vitest';
import type { CommunityKit, Member } from '../../test/community-kit';
import { EventQueue } from '../../test/live-client';

export interface ChatKit {
  communityID: string;
  /** PMC staff on the chat-admin list. */
  admin: Member;
  /** A resident of A-0101 and one of A-0102. */
  resident: Member;
  neighbour: Member;
  post(who: Member, url: string, body?: object, headers?: Record<string, string>): ReturnType<Member['call']>;
  get(
    who: Member,
    url: string,
    query?: Record<string, string | number | undefined>,
  ): ReturnType<Member['call']>;
  /** The resident's own room (opened on first call). */
  roomOf(who: Member): Promise<ChatRoom>;
  /** Sends through the REST call and answers the stored message (expects 200). */
  send(who: Member, text: string, extra?: object): Promise<ChatMessage>;
}

let counter = 0;
export const clientId = () => `c-${Date.now().toString(36)}-${++counter}`;

/** A community with a chat admin and two residents, each in a unit of their own. */
export async function chatKit(community: CommunityKit): Promise<ChatKit> {
  const communityID = community.id;
  const admin = await community.member('PMC');
  const resident = await community.member('RESIDENT', { home: { unitId: await community.unit('A-0101') } });
  const neighbour = await community.member('RESIDENT', { home: { unitId: await community.unit('A-0102') } });
  const post: ChatKit['post'] = (who, url, body = {}, headers) =>
    who.call('POST', url, { body: { communityID, ...body }, headers });
  const get: ChatKit['get'] = (who, url, query = {}) =>
    who.call('GET', url, { query: { communityID, ...query } });
  const added = await post(admin, '/api/chat/admin/add', { userID: admin.userId });
  expect(added.statusCode, added.body).toBe(200);
  // Office hours all week, so no auto-reply unless a test asks for one.
  const open = await admin.call('PUT', '/api/chat/preference', {
    body: {
      communityID,
      officeHours: Array.from({ length: 7 }, () => ({ open: '00:00', close: '23:59' })),
      holidays: [],
      autoReplyEnabled: true,
      autoReplyTexts: {},
      greeting: '',
      quickReplies: [],
    },
  });
  expect(open.statusCode, open.body).toBe(200);
  return {
    communityID,
    admin,
    resident,
    neighbour,
    post,
    get,
    async roomOf(who) {
      const r = await post(who, '/api/chat/room');
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
    async send(who, text, extra = {}) {
      const r = await post(who, '/api/chat/message/send', { clientMessageID: clientId(), text, ...extra });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
  };
}

/** A chat socket as a queue of events: what the residents' app and the console hold. */
export class ChatSocket {
  readonly socket: WebSocket;
  readonly #events = new EventQueue<ChatLiveEvent>();
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers } as never);
    this.socket.addEventListener('message', (m) =>
      this.#events.push(JSON.parse(String(m.data)) as ChatLiveEvent),
    );
    this.opened = new Promise((resolve, reject) => {
      this.socket.addEventListener('open', () => resolve());
      this.socket.addEventListener('error', () => reject(new Error('chat socket refused')));
    });
    this.closed = new Promise((resolve) =>
      this.socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
    );
  }

  send(frame: object) {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next event (of `type`, skipping others when given), or a failure after `ms`. */
  async next<T extends ChatLiveEvent['type']>(
    type?: T,
    ms = 5000,
  ): Promise<Extract<ChatLiveEvent, { type: T }>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const event = await this.#events.next(Math.max(1, deadline - Date.now()), 'chat');
      if (!type || event.type === type) return event as Extract<ChatLiveEvent, { type: T }>;
    }
  }

  /** Events received and not yet taken. */
  get pending(): readonly ChatLiveEvent[] {
    return this.#events.pending;
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** Asks for a ticket as `who` and opens a chat socket on `base` with it. */
export async function openChat(
  base: string,
  k: Pick<ChatKit, 'post'>,
  who: Member,
  opts: { deviceID?: string; takeover?: boolean; headers?: Record<string, string> } = {},
) {
  const deviceID = opts.deviceID ?? `device-${who.userId.slice(0, 8)}`;
  const t = await k.post(who, '/api/chat/token/one-time', { deviceID });
  expect(t.statusCode, t.body).toBe(200);
  const socket = new ChatSocket(chatUrl(base, t.json().data.ticket, deviceID, opts.takeover), opts.headers);
  await socket.opened;
  return socket;
}

export const chatUrl = (base: string, ticket: string, deviceID: string, takeover = false) =>
  `${base.replace(/^http/, 'ws')}/api/chat/live?ticket=${encodeURIComponent(ticket)}&deviceID=${deviceID}${takeover ? '&takeover=true' : ''}`;
