import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { sidebar, sidebarHrefs, signInToDashboard } from './support/session';

/** Spec 2, sidebar entries in order (recycling is always hidden, so it is not in the list). */
const SPEC_ORDER = [
  '',
  'issuetracking',
  'parcel',
  'directory',
  'announcement',
  'facilitybooking',
  'billing',
  'suggestion',
  'repair',
  'chat',
  'phonebook',
  'regulation',
  'agmmeeting',
  'losservices',
  'vms',
  'patrol',
  'incident',
  'tutorial',
  'settings',
].map((k) => (k ? `/dashboard/${k}` : '/dashboard'));

/** Spec 2 and 4: hidden in villages (repair by route rules). */
const HIDDEN_IN_VILLAGE = ['issuetracking', 'parcel', 'facilitybooking', 'billing', 'repair'].map(
  (k) => `/dashboard/${k}`,
);

test('a CONDO community shows every enabled feature in the spec order, without recycling', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  expect(await sidebarHrefs(page)).toEqual(SPEC_ORDER);
  await expect(sidebar(page).locator('a[href="/dashboard/recycling"]')).toHaveCount(0);
});

test('a VILLAGE community hides issue tracking, parcel, facility booking, billing and repair', async ({
  page,
  request,
}) => {
  const { village } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: village.communityID });
  await signInToDashboard(page, USERS.pmc);
  const hrefs = await sidebarHrefs(page);
  expect(hrefs).toEqual(SPEC_ORDER.filter((h) => !HIDDEN_IN_VILLAGE.includes(h)));
  expect(hrefs).toContain('/dashboard/losservices');

  // A feature that is off has no routes: its URL is the not-found page, inside the layout.
  for (const path of ['/dashboard/parcel', '/dashboard/billing/list', '/dashboard/recycling']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.locator('header.shell__topbar')).toBeVisible();
  }
});

test('an area opens its own page (none is under construction), its sub-route marks its menu item', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await sidebar(page).locator('a[href="/dashboard/phonebook"]').click();
  await expect(page).toHaveURL(/\/dashboard\/phonebook$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);

  // A sub-route of an area with a menu highlights its own item.
  await page.goto('/dashboard/tutorial/vdo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('under-construction')).toHaveCount(0);
  await expect(sidebar(page).locator('.ant-menu-item-selected a')).toHaveAttribute(
    'href',
    '/dashboard/tutorial/vdo',
  );

  await page.goto('/dashboard/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the home page shows the community, its type, the role, and a card per enabled feature', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await expect(page.getByTestId('home-community-name')).toHaveText(condo.communityName);
  await expect(page.locator('main')).toContainText('คอนโดมิเนียม');
  await expect(page.locator('main')).toContainText('เจ้าหน้าที่นิติบุคคล');
  const cards = page.getByTestId('feature-cards').locator('a.home__card');
  expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')))).toEqual(
    SPEC_ORDER.slice(1),
  );
  await cards.filter({ hasText: 'ประกาศ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/announcement$/);
});

test('the footer shows the credit, version 3.6.19-8 and copyright 2019-2025', async ({ page }) => {
  await signInToDashboard(page, USERS.committee);
  const footer = page.locator('footer.shell__footer');
  await expect(footer).toContainText('3.6.19-8');
  await expect(footer).toContainText('2019-2025');
  await expect(footer).toContainText('ระบบบริหารจัดการชุมชนที่อยู่อาศัย');
});

test('the top bar is 70 px high and the open sidebar 240 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToDashboard(page, USERS.committee);
  expect((await page.locator('header.shell__topbar').boundingBox())?.height).toBe(70);
  expect((await sidebar(page).boundingBox())?.width).toBe(240);
});

test('a lazy screen shows a progress bar and a text skeleton until its code arrives', async ({ page }) => {
  await signInToDashboard(page, USERS.committee);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/profile-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'โปรไฟล์ของฉัน' }).click();
  // The dashboard's own reach bars may still be on screen: look inside the fallback.
  await expect(page.getByTestId('route-fallback').getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  await expect(page.getByTestId('route-fallback')).toHaveCount(0);
});
