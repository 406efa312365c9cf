import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInToDashboard, storageValue } from './support/session';

test('the app picker offers GuardOS, tagged new, and opens it in a new tab with a handover token', async ({
  page,
  request,
  baseURL,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  // The guard app (served beside the console) would redeem the token at once; this test looks at
  // the link alone, so its URL answers a blank page (guardos-app.spec.ts opens the real app).
  await page.context().route('**/guardos/**', (r) => r.fulfill({ body: '<title>GuardOS</title>' }));

  await page.getByTestId('app-picker').click();
  const tile = page.getByRole('button', { name: /GuardOS/ });
  await expect(tile).toContainText('ใหม่');
  const handover = page.waitForRequest(
    (r) => r.url().endsWith('/api/account/token') && r.method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await tile.click();
  expect((await handover).postDataJSON()).toEqual({
    userID: USERS.pmc,
    feature: 'GUARD',
    communityID: condo.communityID,
  });
  const url = new URL((await popup).url());
  expect(url.searchParams.get('tokenID')).toBeTruthy();
  expect(url.searchParams.get('userID')).toBe(USERS.pmc);
  expect(url.searchParams.get('communityID')).toBe(condo.communityID);
  expect(url.searchParams.get('callbackHost')).toBe(new URL(baseURL!).origin);
});

test.describe('in English', () => {
  test.beforeEach(async ({ request }) => {
    await setPreferences(request, USERS.committee, { lang: 'en' });
  });
  test.afterEach(async ({ request }) => {
    await setPreferences(request, USERS.committee, { lang: 'th' });
  });

  test('without an access token the guard app does not open and the spec error shows', async ({ page }) => {
    await signInToDashboard(page, USERS.committee);
    // Any background call would answer the missing token with a refresh; hold refreshes so the
    // session stays without one while the app picker is used.
    await page.route('**/api/authentication/token', () => undefined);
    await page.evaluate(() => {
      for (const s of [localStorage, sessionStorage]) {
        s.removeItem('access_token');
        s.removeItem('userToken');
      }
    });
    let opened = false;
    page.on('popup', () => {
      opened = true;
    });
    await page.getByTestId('app-picker').click();
    await page.getByRole('button', { name: /GuardOS/ }).click();
    await expect(page.getByText('Error: User token is not available. Please log in again.')).toBeVisible();
    expect(opened).toBe(false);
    expect(await storageValue(page, 'id_token')).toBeTruthy();
  });

  test('a refused handover shows "Error: {message}"', async ({ page }) => {
    await signInToDashboard(page, USERS.committee);
    await page.route('**/api/account/token', (r) =>
      r.fulfill({
        status: 403,
        json: { isSuccess: false, code: 'FORBIDDEN', message: 'Not allowed', errorMessage: 'Not allowed' },
      }),
    );
    await page.getByTestId('app-picker').click();
    await page.getByRole('button', { name: /GuardOS/ }).click();
    await expect(page.getByText('Error: Not allowed')).toBeVisible();
  });
});
