import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { resumeSession } from './support/sessions';

/**
 * Chat in Chromium, in Thai at the demo condo: the PMC answers from the console while the demo
 * resident talks over a real chat socket (the `ws` client, with a ticket fetched as the resident,
 * as the residents' app does). One conversation runs through the steps, so they run in order.
 */
const c = (key: string) => text('features/chat', 'th', key);

/** The few parts of a `ws` socket the spec uses (the package ships no types of its own). */
interface NodeSocket {
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open' | 'close' | 'error', cb: (arg?: unknown) => void): void;
  send(data: string): void;
  close(): void;
}
const { WebSocket: WS } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, opts: { origin: string }) => NodeSocket;
};

test.describe.configure({ mode: 'serial' });

let communityID = '';
const MARK = `ท่อน้ำรั่ว-${Date.now() % 1_000_000}`;
const XSS = '<img src=x onerror=alert(1)>';

const userIDOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function chatPost<T>(api: APIRequestContext, token: string, path: string, data: object): Promise<T> {
  const res = await api.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The resident's app: a chat socket whose events the spec waits for by a predicate. */
async function residentSocket(api: APIRequestContext, baseURL: string) {
  const token = await tokenFor(api, USERS.resident);
  const deviceID = `e2e-resident-${Date.now()}`;
  const room = await chatPost<{ data: { roomID: string } }>(api, token, '/api/chat/room', { communityID });
  const { data } = await chatPost<{ data: { ticket: string } }>(api, token, '/api/chat/token/one-time', {
    communityID,
    deviceID,
  });
  const url = `${baseURL.replace(/^http/, 'ws')}/api/chat/live?ticket=${encodeURIComponent(data.ticket)}&deviceID=${deviceID}`;
  const socket = new WS(url, { origin: baseURL });
  const events: Record<string, unknown>[] = [];
  socket.on('message', (d) => events.push(JSON.parse(String(d)) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const waitFor = (f: (e: Record<string, unknown>) => boolean) =>
    expect
      .poll(() => events.find(f), { timeout: 10_000 })
      .toBeTruthy()
      .then(() => events.find(f)!);
  let n = 0;
  const say = (words: string) => {
    const clientMessageID = `e2e-${Date.now()}-${++n}`;
    socket.send(JSON.stringify({ type: 'send', clientMessageID, text: words }));
    return waitFor((e) => e.type === 'ack' && e.clientMessageID === clientMessageID);
  };
  return { socket, roomID: room.data.roomID, events, waitFor, say };
}

async function openChat(page: Page, sessionOf: (e: string) => Promise<{ name: string; value: string }[]>) {
  await resumeSession(page, await sessionOf(USERS.pmc));
  await page.goto('/dashboard/chat');
  await expect(page.getByRole('heading', { level: 1, name: c('menu.chat') })).toBeVisible();
  // A previous test's page may still be closing its socket: then this one asks to take over.
  await expect(page.locator('[data-live-state="open"], [data-live-state="duplicate"]')).toBeVisible();
  if (await page.locator('[data-live-state="duplicate"]').count())
    await page.getByRole('button', { name: c('live.useHere') }).click();
  await expect(page.locator('[data-live-state="open"]')).toBeVisible();
}

test.beforeAll(async ({ request: api }) => {
  const { condo } = await pmcCommunities(api, USERS.pmc);
  communityID = condo.communityID;
  await setPreferences(api, USERS.pmc, { lang: 'th', community: communityID });
  // The office side of chat is its admins: the PMC is made one (a repeat is harmless).
  const pmc = await tokenFor(api, USERS.pmc);
  await chatPost(api, pmc, '/api/chat/admin/add', { communityID, userID: userIDOf(pmc) });
});

test('a resident writes, the office answers live, the resident reads, markup stays text', async ({
  page,
  request: api,
  sessionOf,
  baseURL,
}) => {
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await openChat(page, sessionOf);

  const resident = await residentSocket(api, baseURL!);
  try {
    await resident.say(MARK);
    // The room comes up first in the list without a reload (its last line may be the office's
    // auto-reply when the run is outside office hours).
    const row = page.locator(`[data-testid="chat-room"][data-room-id="${resident.roomID}"]`);
    await expect(page.getByTestId('chat-room').first()).toHaveAttribute('data-room-id', resident.roomID);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`room=${resident.roomID}`));
    await expect(page.getByTestId('chat-message').filter({ hasText: MARK })).toBeVisible();
    // The resident typing shows under the conversation for a few seconds.
    resident.socket.send(JSON.stringify({ type: 'typing' }));
    await expect(page.getByTestId('typing')).toContainText(c('conversation.typing'));

    const answer = `รับเรื่องแล้วค่ะ ${MARK}`;
    await page.getByRole('textbox', { name: c('composer.placeholder') }).fill(answer);
    await page
      .locator('.ch-composer')
      .getByRole('button', { name: c('composer.send') })
      .click();
    const mine = page.getByTestId('chat-message').filter({ hasText: answer });
    await expect(mine.getByTestId('read-tick')).toHaveAttribute('data-state', 'sent');

    const got = await resident.waitFor(
      (e) => e.type === 'message' && (e.message as { text: string }).text === answer,
    );
    const seq = (got.message as { seq: number }).seq;
    resident.socket.send(JSON.stringify({ type: 'read', seq }));
    await expect(mine.getByTestId('read-tick')).toHaveAttribute('data-state', 'read');

    // The office recalls its own message within five minutes, after a confirm.
    await mine.getByRole('button', { name: c('conversation.recall') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: c('conversation.recall') })
      .click();
    await expect(
      page.getByTestId('chat-message').filter({ hasText: c('conversation.recalled') }),
    ).toBeVisible();

    await resident.say(XSS);
    await expect(page.getByTestId('chat-message').filter({ hasText: XSS })).toBeVisible();
    await expect(page.locator('[data-testid="chat-messages"] img[src="x"]')).toHaveCount(0);
    expect(alerted).toBe(false);
  } finally {
    resident.socket.close();
  }
});

test('a second tab offers to take chat over, and the first is told when it does', async ({
  page,
  sessionOf,
}) => {
  await openChat(page, sessionOf);
  const second = await page.context().newPage();
  await second.goto('/dashboard/chat');
  const notice = second.getByTestId('chat-takeover');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: c('live.useHere') }).click();
  await expect(second.locator('[data-live-state="open"]')).toBeVisible();
  // The first tab was closed with 4409: it stops and offers the same button.
  await expect(page.getByTestId('chat-takeover')).toContainText(c('live.takenOver'));
  await expect(page.locator('[data-live-state="takenOver"]')).toBeVisible();
  await second.close();
});

test('the preference saves a quick reply and keeps it', async ({ page, sessionOf }) => {
  await resumeSession(page, await sessionOf(USERS.pmc));
  await page.goto('/dashboard/chat/preference');
  await expect(page.getByRole('heading', { level: 1, name: c('menu.preference') })).toBeVisible();
  await expect(page.getByTestId('chat-admins')).toBeVisible();
  const reply = `ช่างจะเข้าไปตรวจสอบภายในวันนี้ ${MARK}`;
  await page.getByRole('button', { name: /เพิ่มข้อความ \(/ }).click();
  await page.locator('.ch-quick-row textarea').last().fill(reply);
  await page.getByRole('button', { name: c('preference.save') }).click();
  await expect(page.getByText(c('preference.saved'))).toBeVisible();

  await page.reload();
  await expect(page.locator('.ch-quick-row textarea').last()).toHaveValue(reply);
});
