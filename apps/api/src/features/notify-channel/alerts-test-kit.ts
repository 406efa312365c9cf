import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';

/** One request a fake provider received. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}
/** A scripted answer; `delayMs` holds it back that long, so attempts overlap as they would on the internet. */
type Reply = { status: number; body: unknown; delayMs?: number };

/**
 * LINE's, Telegram's and an office's endpoints on this machine, never the internet. Each path
 * answers from its script of replies (then 200 with a plausible body) and keeps what it got,
 * and how many requests it held at once at most.
 */
export async function fakeProviders() {
  const received: Received[] = [];
  const scripts = new Map<string, Reply[]>();
  let updates: unknown[] = [];
  let n = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    res.on('finish', () => inFlight--);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      received.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const kind = path.endsWith('/getUpdates')
        ? 'getUpdates'
        : path.endsWith('/sendMessage')
          ? 'sendMessage'
          : path;
      const scripted = scripts.get(kind)?.shift();
      const reply: Reply = scripted ?? {
        status: 200,
        body:
          kind === 'getUpdates'
            ? { ok: true, result: updates }
            : kind === 'sendMessage'
              ? {
                  ok: true,
                  result: { message_id: ++n, date: 0, chat: { id: -1, type: 'group', title: 'x' } },
                }
              : kind === '/v2/bot/message/push'
                ? { sentMessages: [{ id: `line-${++n}`, quoteToken: 'q' }] }
                : {},
      };
      const answer = () => {
        res.writeHead(reply.status, { 'content-type': 'application/json', 'x-line-request-id': `req-${n}` });
        res.end(JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    /** The next replies of a path (`/v2/bot/message/push`, `sendMessage`, `getUpdates`, `/hook`). */
    script: (kind: string, ...replies: Reply[]) =>
      scripts.set(kind, [...(scripts.get(kind) ?? []), ...replies]),
    setUpdates: (u: unknown[]) => {
      updates = u;
    },
    of: (suffix: string) => received.filter((r) => r.path.endsWith(suffix)),
    /** The most requests it held at once since the last clear. */
    maxInFlight: () => maxInFlight,
    clear: () => {
      received.splice(0);
      maxInFlight = inFlight;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeProviders = Awaited<ReturnType<typeof fakeProviders>>;

/** The env a test app talks to the fakes with; the key shared, so two instances open each other's secrets. */
export const alertsEnv = (fake: { url: string }, key = randomBytes(32).toString('hex')) => ({
  LINE_API_BASE_URL: fake.url,
  TELEGRAM_API_ROOT: fake.url,
  NOTIFY_ALLOW_PRIVATE_URLS: 'true',
  NOTIFY_SECRET_KEY: key,
});

export const LINE_TOKEN = 'line-token-SECRET-abcd';
export const LINE_SECRET = 'line-channel-secret-wxyz';
export const TELEGRAM_TOKEN = '123456:telegram-SECRET-tok9';
export const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
export const GROUP_ID = `C${'0123456789abcdef'.repeat(2)}`;

export interface AlertsDesk {
  kit: CommunityKit;
  admin: Member;
  pmc: Member;
  resident: Member;
}

/** A community of its own with an admin (SETTING:write), a PMC (read only) and a resident. */
export async function alertsDesk(t: TestApp): Promise<AlertsDesk> {
  const kit = await newCommunity(t, { name: 'Alerts Kit' });
  const [admin, pmc, resident] = await Promise.all([
    kit.member('ADMIN'),
    kit.member('PMC'),
    kit.member('RESIDENT'),
  ]);
  return { kit, admin, pmc, resident };
}

/**
 * Makes every waiting job and delivery due now: the retries' 1 min, 5 min, ... pass at once. A
 * delivery is due at its own time as well as its job's, so both move, as time would move them.
 */
export async function advanceJobs(t: TestApp) {
  await t.db.execute(sql`update jobs set run_at = now() where status = 'PENDING'`);
  await t.db.execute(
    sql`update notify_deliveries set next_attempt_at = now()
        where status in ('PENDING', 'FAILED') and next_attempt_at > now()`,
  );
}
