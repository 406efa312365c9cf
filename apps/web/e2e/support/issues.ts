import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { tokenFor } from './api';
import { resumeSession } from './sessions';

/**
 * Setup for the issue-tracking specs: each test makes the groups and tasks it looks at through
 * the API, under names no other test (or the demo data) uses, so tests run in parallel on a
 * worker's shared demo copy and count only their own things.
 */
export const ISSUE_COMMUNITY = 'riverside-condo';
/** A second member of staff (ADMIN of the condo) to watch, be mentioned and react. */
export const ADMIN = 'admin@demo.test';

const THAI = 'กขคงจฉชซญดตถทธนบปผพฟภมยรลวสหอฮ';
let made = 0;

/** Six Thai letters no other run or test shares (time, worker and a counter): a Thai needle. */
export function uniqueThai(): string {
  let n = Date.now() * 1000 + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * 100 + (made++ % 100);
  let s = '';
  for (let i = 0; i < 6; i++) {
    s += THAI[n % THAI.length];
    n = Math.floor(n / THAI.length);
  }
  return s;
}

/**
 * A user's bearer, signed in once per worker (a password sign-in costs the server a hash, and a
 * test makes several calls), and taken anew well before the 15-minute access token runs out.
 */
const tokens = new Map<string, { at: number; token: Promise<string> }>();
export function bearer(request: APIRequestContext, email: string) {
  let kept = tokens.get(email);
  if (!kept || Date.now() - kept.at > 10 * 60_000) {
    kept = { at: Date.now(), token: tokenFor(request, email) };
    kept.token.catch(() => tokens.delete(email));
    tokens.set(email, kept);
  }
  return kept.token.then((token) => ({ authorization: `Bearer ${token}` }));
}

async function post<T>(request: APIRequestContext, email: string, path: string, data: object) {
  const res = await request.post(path, {
    headers: await bearer(request, email),
    data: { communityID: ISSUE_COMMUNITY, ...data },
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

export interface MadeGroup {
  groupID: string;
  name: string;
}
export interface MadeTask {
  taskID: string;
  number: string;
  title: string;
  version: number;
}

/** A fresh public group named `prefix` + a unique tail (at most 20 characters in all). */
export const makeGroup = (request: APIRequestContext, prefix: string, email = 'pmc@demo.test') =>
  post<MadeGroup>(request, email, '/api/issuetracking/group', { name: `${prefix} ${uniqueThai()}` });

export const makeTask = (
  request: APIRequestContext,
  groupID: string,
  task: { title: string; stage?: 'TODO' | 'DOING' | 'WAITING'; text?: string },
  email = 'pmc@demo.test',
) => post<MadeTask>(request, email, '/api/issuetracking/task', { groupID, ...task });

/** Thai and the condo for each user, then the user's remembered session in this page. */
export async function openAs(
  page: Page,
  request: APIRequestContext,
  session: (email: string) => Promise<{ name: string; value: string }[]>,
  email: string,
) {
  const res = await request.put('/api/user/preference', {
    headers: await bearer(request, email),
    data: {
      preferences: [
        { key: 'lang', value: 'th' },
        { key: 'current-community', value: ISSUE_COMMUNITY },
      ],
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await resumeSession(page, await session(email));
}

/**
 * A second person's browser (its own context: storage, socket, everything), resumed from that
 * person's session. Resolves once the live channel has greeted it, so what happens next reaches it.
 */
export async function secondBrowser(
  browser: Browser,
  baseURL: string,
  request: APIRequestContext,
  session: (email: string) => Promise<{ name: string; value: string }[]>,
  email: string,
  path: string,
) {
  const context = await browser.newContext({ baseURL, locale: 'th-TH', timezoneId: 'Asia/Bangkok' });
  const page = await context.newPage();
  await openAs(page, request, session, email);
  const greeted = liveGreeting(page);
  await page.goto(path);
  await greeted;
  return { page, close: () => context.close() };
}

/** Resolves when this page's live channel has sent its first badge (the socket is listening). */
export function liveGreeting(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/api/notification/live')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"badge"')) resolve();
      });
    });
  });
}

/** The board of a group, with its heading on screen. */
export async function openBoard(page: Page, group: MadeGroup) {
  await page.goto(`/dashboard/issuetracking/group/task?groupID=${group.groupID}`);
  await expect(page.getByTestId('board-title')).toHaveText(group.name);
  await expect(page.getByTestId('task-board')).toBeVisible();
}

export const card = (page: Page, task: { taskID: string }) =>
  page.locator(`[data-testid="task-card"][data-task-id="${task.taskID}"]`);
export const column = (page: Page, stage: 'TODO' | 'DOING' | 'WAITING' | 'CLOSED') =>
  page.getByTestId(`column-${stage}`);

// A 2x2 PNG (a real image: the server checks the bytes, not the name).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPjPwMDAxMDAwMDAAAAJEwEB3LjL3QAAAABJRU5ErkJggg==',
  'base64',
);
