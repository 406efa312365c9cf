import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { signInToDashboard } from './support/session';

/**
 * GuardOS for real: the console's app picker hands the guard over to the app the API serves at
 * /guardos/, the one-time token is redeemed and leaves the address bar, and the same link is
 * refused afterwards. Then the network goes: the app reloads from its own service worker, a
 * pass check-in waits in the phone's queue, and reaches the server once the network is back.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A one-entry pass for the unit, valid from a minute ago for two hours, made by the office. */
async function newPass(request: APIRequestContext, guestName: string) {
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.pmc)}` };
  const units = await request.get(`/api/vms/unit/lookup?communityID=${COMMUNITY}&q=${UNIT}`, { headers });
  const unit = ((await units.json()) as { items: { unitID: string; unitNo: string }[] }).items.find(
    (u) => u.unitNo === UNIT,
  )!;
  const now = Date.now();
  const res = await request.post('/api/vms/preregister', {
    headers,
    data: {
      communityID: COMMUNITY,
      unitID: unit.unitID,
      guestName,
      validFrom: new Date(now - 60_000).toISOString(),
      validTo: new Date(now + 2 * 3_600_000).toISOString(),
      entries: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function insideNames(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.guard)}` };
  const res = await request.get(`/api/vms/visitor/inside?communityID=${COMMUNITY}`, { headers });
  return ((await res.json()) as { items: { name: string }[] }).items.map((v) => v.name);
}

/** Opens GuardOS from the console's app picker; answers the app's tab and the handover link. */
async function openFromConsole(page: Page): Promise<{ app: Page; link: string }> {
  await signInToDashboard(page, USERS.guard);
  const handover = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/token') && r.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await page.getByTestId('app-picker').click();
  await page.getByRole('button', { name: /GuardOS/ }).click();
  const { tokenID } = ((await (await handover).json()) as { data: { tokenID: string } }).data;
  const app = await popup;
  const link = new URL('/guardos/', page.url());
  link.searchParams.set('tokenID', tokenID);
  link.searchParams.set('userID', USERS.guard);
  link.searchParams.set('callbackHost', new URL(page.url()).origin);
  link.searchParams.set('communityID', COMMUNITY);
  return { app, link: link.toString() };
}

test.beforeEach(async ({ request }) => {
  await setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY });
});

test('the app picker opens GuardOS, the token is redeemed and leaves the address bar, the same link is refused', async ({
  page,
  browser,
}) => {
  const { app, link } = await openFromConsole(page);
  await expect(app.getByTestId('tab-gate')).toBeVisible();
  await expect(app.getByTestId('tab-sos')).toBeVisible();
  expect(new URL(app.url()).pathname).toBe('/guardos/');
  expect(app.url()).not.toContain('tokenID');
  expect(app.url()).not.toContain('communityID');

  // The same link on another phone: the token was spent, so the app says to reopen from the console.
  const other = await browser.newContext();
  try {
    const again = await other.newPage();
    await again.goto(link);
    // A fresh phone loads the whole app first (no worker, no cache yet): allow for a busy machine.
    await expect(again.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await expect(again.getByRole('alert')).toContainText('GuardOS');
    expect(again.url()).not.toContain('tokenID');
    await expect(again.getByTestId('tab-gate')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('offline, the app reloads from its worker and a queued pass check-in reaches the server once online', async ({
  page,
  request,
}) => {
  const guest = `แขก GuardOS ${unique()}`;
  const pass = await newPass(request, guest);
  const { app } = await openFromConsole(page);
  await expect(app.getByTestId('tab-gate')).toBeVisible();
  // GuardOS's own worker (scope /guardos/, not the console's push worker at /) has precached the
  // shell and controls the page.
  await app.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/guardos/sw.js') ?? false,
    undefined,
    { timeout: 30_000 },
  );
  const context = app.context();
  await context.setOffline(true);
  await app.reload();
  await expect(app.getByTestId('tab-gate')).toBeVisible();
  await expect(app.getByTestId('net-state')).toHaveClass(/g-offline/);

  await app.getByTestId('pass-code').fill(pass);
  await app.getByTestId('checkin-pass').click();
  await expect(app.getByTestId('waiting-count')).toBeVisible();
  expect(await insideNames(request)).not.toContain(guest);

  await context.setOffline(false);
  await expect(app.getByTestId('waiting-count')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(() => insideNames(request)).toContain(guest);
  expect((await insideNames(request)).filter((n) => n === guest)).toHaveLength(1);
});
