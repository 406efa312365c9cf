import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { sidebar, signInToDashboard, storageValue } from './support/session';

const openSwitcher = async (page: import('@playwright/test').Page) => {
  await page.getByTestId('community-switcher').click();
  const dialog = page.getByRole('dialog', { name: 'เปลี่ยนชุมชน' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a resident who is not on the committee cannot choose a community', async ({ page }) => {
  await signInToDashboard(page, USERS.resident);
  const dialog = await openSwitcher(page);
  const options = dialog.getByRole('radio');
  await expect(options).toHaveCount(2);
  for (const option of await options.all()) await expect(option).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
});

test('the current community is marked and cannot be chosen; confirm waits for a choice', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  const dialog = await openSwitcher(page);
  const current = dialog.getByTestId(`community-option-${condo.communityID}`);
  await expect(current).toContainText('ชุมชนปัจจุบัน');
  await expect(current.getByRole('radio')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { disabled: false })).toHaveCount(2);
});

test('a PMC user switches from the CONDO to the VILLAGE; sidebar, storage and preference follow', async ({
  page,
  request,
}) => {
  const { condo, village } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await expect(sidebar(page).locator('[data-area-href="/dashboard/parcel"]')).toBeVisible();

  const dialog = await openSwitcher(page);
  await dialog.getByTestId(`community-option-${village.communityID}`).click();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await reloaded;

  await expect(page.getByTestId('home-community-name')).toHaveText(village.communityName);
  await expect(sidebar(page).locator('[data-area-href="/dashboard/announcement"]')).toBeVisible();
  await expect(sidebar(page).locator('[data-area-href="/dashboard/parcel"]')).toHaveCount(0);
  expect(await storageValue(page, 'communityID')).toBe(village.communityID);
  expect(await storageValue(page, 'communityType')).toBe('VILLAGE');
  expect(await storageValue(page, 'communityName')).toBe(village.communityName);
  const features = JSON.parse((await storageValue(page, 'communityFeatureList')) ?? '[]') as {
    featureEnum: string;
    isEnable: boolean;
  }[];
  expect(features.find((f) => f.featureEnum === 'PARCEL')?.isEnable).toBe(false);

  // The server remembers the choice for the next sign-in.
  const token = await tokenFor(request, USERS.pmc);
  const prefs = await (
    await request.get('/api/user/preference', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(prefs.preferences).toContainEqual({ key: 'current-community', value: village.communityID });
});

test('a refused step stops the switch and shows the server message', async ({ page, request }) => {
  const { condo, village } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.route('**/api/acl/user**', (r) =>
    r.fulfill({
      status: 403,
      json: { isSuccess: false, code: 'FORBIDDEN', message: 'ACL refused', errorMessage: 'ACL refused' },
    }),
  );
  const dialog = await openSwitcher(page);
  await dialog.getByTestId(`community-option-${village.communityID}`).click();
  await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(page.getByText('ACL refused')).toBeVisible();
  expect(await storageValue(page, 'communityID')).toBe(condo.communityID);
});

test('a thrown failure shows LOGIN ERROR and drops the access token', async ({ page, request }) => {
  const { condo, village } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'en', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.route('**/api/user/info', (r) => r.abort('connectionreset'));
  await page.getByTestId('community-switcher').click();
  const dialog = page.getByRole('dialog', { name: 'Switch community' });
  await dialog.getByTestId(`community-option-${village.communityID}`).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/^LOGIN ERROR: /)).toBeVisible();
  expect(await storageValue(page, 'access_token')).toBeNull();
  await setPreferences(request, USERS.pmc, { lang: 'th' });
});
