import { pmcCommunities, setPreferences } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signIn, signInToDashboard } from './support/session';

test.beforeEach(async ({ request }) => {
  // Each test walks several screens and runs axe on each; the shared machine may be busy.
  test.setTimeout(120_000);
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
});

test('public pages', async ({ page }) => {
  for (const [path, ready] of [
    ['/signin', 'form button[type="submit"]'],
    ['/signup', 'form button[type="submit"]'],
    ['/forgotpassword', 'form button[type="submit"]'],
    ['/resetpassword?token=abcdefghijkl', 'form button[type="submit"]'],
    ['/404', '[data-testid="not-found"]'],
    ['/500', '[data-testid="server-error"]'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(ready)).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('the not-found page of a signed-in user', async ({ page }) => {
  // Every registry route is walked in a11y-pages; this path is in no area.
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/nothing-here');
  await expect(page.locator('[data-testid="not-found"]')).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard/nothing-here');
});

test('dialogs, menus and panels of the shell', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.getByTestId('community-switcher').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'switch dialog');
  await page.keyboard.press('Escape');

  await page.getByTestId('app-picker').click();
  await expect(page.getByRole('button', { name: /GuardOS/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'app picker');
  await page.keyboard.press('Escape');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'ตั้งค่าธีมและภาษา' }).click();
  await expect(page.locator('.ant-drawer')).toBeVisible();
  await expectNoSeriousViolations(page, 'settings panel');
  await page.keyboard.press('Escape');

  await page.getByTestId('help-menu').click();
  await page.getByRole('menuitem', { name: 'เกี่ยวกับระบบ' }).click();
  await expect(page.getByRole('dialog')).toContainText('3.6.19-8');
  await expectNoSeriousViolations(page, 'about dialog');
});

test('the suspension dialog', async ({ page, request }) => {
  const { suspended } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { community: suspended.communityID });
  await signIn(page, USERS.pmc);
  await expect(page.getByTestId('suspension-logout')).toBeVisible();
  await expectNoSeriousViolations(page, 'suspension dialog');
});

test('Arabic, right to left, on a phone with the sidebar open', async ({ page, request }) => {
  await setPreferences(request, USERS.pmc, { lang: 'ar' });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToDashboard(page, USERS.pmc);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page, 'dashboard (ar, 390)');
  await page.locator('.shell__toggle').click();
  await expect(page.locator('#cc-sidebar')).toBeVisible();
  await expectNoSeriousViolations(page, 'sidebar open (ar, 390)');
  await setPreferences(request, USERS.pmc, { lang: 'th' });
});
