import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { adminCli, operatorCommand } from './support/operator';
import { startPushService } from './support/push-service';
import type { E2EServer } from './support/server';
import { signInToDashboard, storageValue } from './support/session';

/**
 * Issue 4 in the browser: a notification raised while the console is open reaches the badge
 * without a reload (over the live channel); the popover pages with load more, marks read and
 * navigates; a push message makes the tab refresh its badge; logout removes the stored token.
 */
const bell = (page: Page) => page.getByTestId('notification-bell');
const items = (page: Page) => page.getByTestId('notification-item');
const th = (key: string) => text('features/notification', 'th', key);

let community: string;

test.beforeEach(async ({ request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  community = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community });
});

async function badgeFromApi(page: Page): Promise<number> {
  const token = await tokenFor(page.request, USERS.pmc);
  const res = await page.request.get(`/api/notification/badge/count?communityID=${community}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { item: { inboxBadgeCount: number } }).item.inboxBadgeCount;
}

const raise = (page: Page, server: E2EServer, title: string, feature = 'SUGGESTION') =>
  operatorCommand(page.request, server, 'notify', {
    community,
    title,
    body: `Body of ${title}`,
    feature,
  });

/** Signs in and waits until the live channel has greeted this tab with the current badge. */
async function signInLive(page: Page) {
  const greeted = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/api/notification/live')) return;
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"badge"')) resolve();
      });
    });
  });
  await signInToDashboard(page, USERS.pmc);
  await greeted;
}

test('a notification raised while the console is open shows in the badge without reload', async ({
  page,
  server,
}) => {
  await signInLive(page);
  const before = await badgeFromApi(page);
  await expect(bell(page)).toHaveAttribute('data-count', String(before));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  // Through the operator command line, as the issue shows it.
  const sent = await adminCli(server, 'notify', {
    community,
    title: 'ข้อเสนอแนะใหม่จาก E2E',
    body: 'ลิฟต์ฝั่งตะวันออกมีเสียงดัง',
    feature: 'SUGGESTION',
  });
  expect(sent.recipients).toBeGreaterThan(0);

  await expect(bell(page)).toHaveAttribute('data-count', String(before + 1));
  await expect(bell(page)).toHaveAccessibleName(
    th('bell.labelUnread').replace('{{count}}', String(before + 1)),
  );
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the popover pages with load more, takes live items, marks read and navigates', async ({
  page,
  server,
}) => {
  for (let i = 1; i <= 21; i++)
    await raise(page, server, `Paging ${String(i).padStart(2, '0')}`, 'REPAIR_REQUEST');
  await raise(page, server, 'Newest suggestion');
  await signInLive(page);
  const unread = await badgeFromApi(page);
  await expect(bell(page)).toHaveAttribute('data-count', String(unread));

  await bell(page).click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  const box = await page.locator('.notif-popover .ant-popover-container').boundingBox();
  expect(Math.round(box!.width)).toBe(360);
  expect(Math.round((await page.getByTestId('notification-list').boundingBox())!.height)).toBe(300);

  // First page: 20 items, newest first, and a load-more button.
  await expect(items(page)).toHaveCount(20);
  const axe = await new AxeBuilder({ page })
    .include('.notif-popover')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await expect(items(page).first()).toContainText('Newest suggestion');
  await expect(items(page).first()).toHaveAttribute('data-read', 'false');
  await expect(page.getByTestId('notification-last-data')).toHaveCount(0);
  const loadMore = page.getByTestId('notification-load-more');
  await expect(loadMore).toHaveText(th('panel.loadMore'));

  // Load more until the last-data label; nothing shows twice.
  let pages = 1;
  let shown = 20;
  while (await loadMore.isVisible()) {
    await loadMore.click();
    await expect.poll(() => items(page).count()).toBeGreaterThan(shown);
    shown = await items(page).count();
    pages++;
  }
  expect(pages).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('notification-last-data')).toHaveText(th('panel.lastData'));
  const ids = await items(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  expect(ids.length).toBeGreaterThan(20);
  expect(new Set(ids).size).toBe(ids.length);

  // A notification raised while the list is open joins its top at once.
  await raise(page, server, 'Arrived while open');
  await expect(items(page).first()).toContainText('Arrived while open');
  await expect(bell(page)).toHaveAttribute('data-count', String(unread + 1));

  // Clicking marks read and goes to the feature's page.
  await items(page).first().click();
  await expect(page).toHaveURL(/\/dashboard\/suggestion$/);
  await expect(panel).toBeHidden();
  await expect(bell(page)).toHaveAttribute('data-count', String(unread));
  expect(await badgeFromApi(page)).toBe(unread);

  // Reopening clears the list and loads the first page again, with the read mark.
  await bell(page).click();
  await expect(items(page)).toHaveCount(20);
  await expect(items(page).first()).toContainText('Arrived while open');
  await expect(items(page).first()).toHaveAttribute('data-read', 'true');
  await expect(items(page).nth(1)).toHaveAttribute('data-read', 'false');
  expect(JSON.parse((await storageValue(page, 'didNotificationList')) ?? '[]')).toHaveLength(20);

  // A repair item leads to the repair page.
  await items(page).nth(2).click();
  await expect(page).toHaveURL(/\/dashboard\/repair$/);

  // Mark all read empties the badge and greys every item.
  await bell(page).click();
  await expect(items(page)).toHaveCount(20);
  await page.getByTestId('notification-read-all').click();
  await expect(bell(page)).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-testid="notification-item"][data-read="false"]')).toHaveCount(0);
  expect(await badgeFromApi(page)).toBe(0);
});

test('without the live channel, the badge still refreshes on tab focus', async ({ page, server }) => {
  // The live socket is answered by the test and stays silent.
  await page.routeWebSocket(/\/api\/notification\/live/, () => undefined);
  await signInToDashboard(page, USERS.pmc);
  const before = await badgeFromApi(page);
  await expect(bell(page)).toHaveAttribute('data-count', String(before));
  await raise(page, server, 'Seen on focus');
  // The server counts it already; the tab, with no live channel and no focus, does not yet.
  await expect.poll(() => badgeFromApi(page)).toBe(before + 1);
  await expect(bell(page)).toHaveAttribute('data-count', String(before));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell(page)).toHaveAttribute('data-count', String(before + 1));
});

test('spec 9: the badge shows 99+ above 99', async ({ page }) => {
  await page.routeWebSocket(/\/api\/notification\/live/, () => undefined);
  await page.route(/\/api\/notification\/badge\/count\?/, (route) =>
    route.fulfill({ json: { isSuccess: true, item: { inboxBadgeCount: 150 } } }),
  );
  await signInToDashboard(page, USERS.pmc);
  await expect(bell(page)).toHaveAttribute('data-count', '150');
  await expect(bell(page).locator('.ant-badge-count')).toHaveText('99+');
  await expect(bell(page)).toHaveAccessibleName(th('bell.labelUnread').replace('{{count}}', '150'));
});

test('spec 8: a failed count says INTERNET DISCONNECTED, a refused one the server message', async ({
  page,
}) => {
  await page.route(/\/api\/notification\/user\?/, (route) => route.abort('internetdisconnected'));
  await signInToDashboard(page, USERS.pmc);
  await expect(page.locator('.ant-message')).toContainText(th('errors.offline'));

  await page.unroute(/\/api\/notification\/user\?/);
  await page.route(/\/api\/notification\/user\?/, (route) =>
    route.fulfill({
      status: 503,
      json: { isSuccess: false, code: 'DOWN', message: 'maintenance', errorMessage: 'maintenance' },
    }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.locator('.ant-message')).toContainText(
    th('errors.fetchFailed').replace('{{errorMessage}}', 'maintenance'),
  );
  // Inbox failures are only logged: the panel offers to try again, with no notice.
  await page.route(/\/api\/notification\/inbox\?/, (route) => route.abort('internetdisconnected'));
  await bell(page).click();
  await expect(page.getByTestId('notification-list')).toContainText(th('panel.loadFailed'));
});

test('the service worker is registered, and a push message refreshes the badge', async ({ page }) => {
  await signInLive(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);

  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => {
    const w = window as unknown as { workerSaid: unknown[] };
    w.workerSaid = [];
    navigator.serviceWorker.addEventListener('message', (e) => w.workerSaid.push(e.data));
  });
  const badgeCall = page.waitForRequest((r) => r.url().includes('/api/notification/badge/count'));
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      notification: { title: 'Pushed', body: 'From the push service' },
      data: {
        featureEnum: 'CHAT_NITI',
        target: '/dashboard/chat',
        communityID: community,
        notificationID: 'x',
      },
    }),
  });
  await badgeCall;
  const said = await page.evaluate(() => (window as unknown as { workerSaid: unknown[] }).workerSaid);
  expect(said).toEqual([
    expect.objectContaining({
      type: 'notification:push',
      data: expect.objectContaining({ featureEnum: 'CHAT_NITI' }),
    }),
  ]);
  // This tab is focused, so the worker left the showing to it.
  const shown = await page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications());
  expect(shown).toEqual([]);
});

test('the prompt turns on web push: subscribed with the VAPID key, stored as fcmToken, removed at logout', async ({
  page,
  server,
}) => {
  const push = await startPushService();
  try {
    // Playwright's Chromium has no Push API (incognito), so the browser side is played here and
    // the push service is the local one; the API's encryption and VAPID signing are real.
    await page.addInitScript((sub) => {
      let permission: NotificationPermission = 'default';
      Object.defineProperty(Notification, 'permission', { get: () => permission, configurable: true });
      Notification.requestPermission = async () => {
        permission = 'granted';
        return permission;
      };
      let current: unknown = null;
      const w = window as unknown as { usedKey?: number[] };
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async (options) => {
        const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
        w.usedKey = [...key];
        current = {
          endpoint: sub.endpoint,
          options: { applicationServerKey: key.buffer, userVisibleOnly: true },
          toJSON: () => sub,
          unsubscribe: async () => true,
        };
        return current as PushSubscription;
      };
    }, push.subscription);
    await signInLive(page);
    await bell(page).click();
    const prompt = page.getByTestId('push-prompt');
    await expect(prompt).toContainText(th('push.prompt'));
    const subscribed = page.waitForRequest((r) => r.url().endsWith('/api/notification/webniti/subscribe'));
    await prompt.getByRole('button', { name: th('push.enable') }).click();
    const fcmToken = ((await subscribed).postDataJSON() as { fcmToken: string }).fcmToken;
    expect(JSON.parse(fcmToken)).toEqual(push.subscription);
    await expect(prompt).toBeHidden();
    await expect.poll(() => storageValue(page, 'fcmToken')).toBe(fcmToken);

    const vapid = await page.request.get('/api/notification/vapid-public-key');
    const publicKey = ((await vapid.json()) as { data: { publicKey: string } }).data.publicKey;
    const usedKey = await page.evaluate(() => (window as unknown as { usedKey: number[] }).usedKey);
    expect(Buffer.from(usedKey).toString('base64url')).toBe(publicKey.replace(/=+$/, ''));

    // The server pushes to this browser's subscription: spec 3's payload.
    const arrived = push.next();
    await raise(page, server, 'Pushed to the browser', 'CHAT_NITI');
    const payload = JSON.parse(await arrived) as {
      notification: { title: string; body: string };
      data: { featureEnum: string; target: string };
    };
    expect(payload.notification).toEqual({
      title: 'Pushed to the browser',
      body: 'Body of Pushed to the browser',
    });
    expect(payload.data).toMatchObject({ featureEnum: 'CHAT_NITI', target: '/dashboard/chat' });

    // Logout removes exactly that subscription first; nothing is pushed to it afterwards.
    await page.keyboard.press('Escape');
    const unsubscribe = page.waitForRequest((r) => r.url().endsWith('/api/notification/webniti/unsubscribe'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: text('app', 'th', 'user.logout') }).click();
    expect((await unsubscribe).postDataJSON()).toEqual({ fcmToken });
    await expect(page).toHaveURL(/\/signin/);
    const silence = push.next(3_000);
    await raise(page, server, 'After logout', 'CHAT_NITI');
    await expect(silence).rejects.toThrow('no push arrived');
  } finally {
    await push.close();
  }
});

test('logout sends the stored push token to unsubscribe first and closes the live channel', async ({
  page,
}) => {
  const live = page.waitForEvent('websocket', (ws) => ws.url().includes('/api/notification/live'));
  await signInToDashboard(page, USERS.pmc);
  const socket = await live;
  const token = JSON.stringify({
    endpoint: 'https://push.example/send/abc',
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  });
  await page.evaluate((t) => {
    const store = sessionStorage.getItem('id_token') !== null ? sessionStorage : localStorage;
    store.setItem('fcmToken', t);
  }, token);
  const unsubscribe = page.waitForRequest(
    (r) => r.url().includes('/api/notification/webniti/unsubscribe') && r.method() === 'DELETE',
  );
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: text('app', 'th', 'user.logout') }).click();
  expect((await unsubscribe).postDataJSON()).toEqual({ fcmToken: token });
  await expect(page).toHaveURL(/\/signin/);
  expect(await storageValue(page, 'fcmToken')).toBeNull();
  await expect.poll(() => socket.isClosed()).toBe(true);
});

const SCREENS = path.resolve(import.meta.dirname, '.artifacts/screens');
mkdirSync(SCREENS, { recursive: true });
const SAMPLE: Record<'th' | 'ar', [string, string][]> = {
  th: [
    ['แจ้งซ่อมใหม่ ห้อง A-0304', 'ก๊อกน้ำในห้องน้ำรั่ว ขอช่างเข้าตรวจสอบภายในวันนี้'],
    ['ข้อเสนอแนะจากลูกบ้าน', 'อยากให้เพิ่มเวลาเปิดฟิตเนสช่วงวันหยุดสุดสัปดาห์ถึงสี่ทุ่ม'],
    ['ข้อความแชทใหม่', 'ลูกบ้านห้อง B-0801 ส่งข้อความถึงนิติบุคคล'],
  ],
  ar: [
    ['طلب إصلاح جديد للوحدة A-0304', 'تسرب في صنبور الحمام، يرجى إرسال فني اليوم'],
    ['اقتراح من أحد السكان', 'نقترح تمديد ساعات النادي الرياضي في عطلة نهاية الأسبوع'],
    ['رسالة دردشة جديدة', 'أرسل ساكن الوحدة B-0801 رسالة إلى الإدارة'],
  ],
};

for (const lang of ['th', 'ar'] as const) {
  for (const width of [1440, 390] as const) {
    test.describe(`popover screenshot ${lang} ${width}px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
      test.afterAll(async ({ request }) => setPreferences(request, USERS.pmc, { lang: 'th' }));

      test('open popover', async ({ page, server }) => {
        await setPreferences(page.request, USERS.pmc, { lang, community });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const features = ['REPAIR_REQUEST', 'SUGGESTION', 'CHAT_NITI'];
        for (const [i, [title, body]] of SAMPLE[lang].entries())
          await operatorCommand(page.request, server, 'notify', {
            community,
            title,
            body,
            feature: features[i]!,
          });
        await signInLive(page);
        await bell(page).click();
        await expect(items(page).first()).toBeVisible();
        const container = page.locator('.notif-popover .ant-popover-container');
        const box = (await container.boundingBox())!;
        expect(Math.round(box.width)).toBe(width < 768 ? 310 : 360);
        // The popover stays on screen, whichever side the bell is on.
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await page.screenshot({ path: path.join(SCREENS, `notifications-${lang}-${width}.png`) });
      });
    });
  }
}
