import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import { signInToDashboard } from './support/session';

const openPanel = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'ตั้งค่าธีมและภาษา' }).click();
  const panel = page.locator('.ant-drawer');
  await expect(panel).toBeVisible();
  return panel;
};

const topbarColor = (page: Page) =>
  page.locator('header.shell__topbar').evaluate((el) => getComputedStyle(el).backgroundColor);

test('the panel offers 8 top-bar themes, 8 sidebar themes and 4 layouts, defaulting to themedefault', async ({
  page,
}) => {
  await signInToDashboard(page, USERS.committee);
  const panel = await openPanel(page);
  const groups = panel.locator('fieldset');
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0).locator('input[type="radio"]')).toHaveCount(8);
  await expect(groups.nth(1).locator('input[type="radio"]')).toHaveCount(8);
  await expect(groups.nth(2).locator('input[type="radio"]')).toHaveCount(4);
  for (let i = 0; i < 3; i++) {
    await expect(groups.nth(i).getByRole('radio', { name: 'ค่าเริ่มต้น' })).toBeChecked();
  }
  expect(await topbarColor(page)).toBe('rgb(255, 255, 255)');
  // The primary colour is teal.
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/profile');
  const edit = page.getByRole('button', { name: 'แก้ไขโปรไฟล์' });
  expect(await edit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(0, 121, 107)');
});

test('a theme choice applies at once and persists for that user only', async ({ page, browser, baseURL }) => {
  await signInToDashboard(page, USERS.committee, { remember: true });
  const panel = await openPanel(page);
  await panel.locator('fieldset').nth(0).locator('label[title="ธีม 3"]').click();
  expect(await topbarColor(page)).toBe('rgb(29, 79, 145)');
  await page.reload();
  expect(await topbarColor(page)).toBe('rgb(29, 79, 145)');

  // Someone else on the same browser keeps their own (default) theme.
  const state = await page.context().storageState();
  const other = await browser.newContext({ baseURL, storageState: state });
  const otherPage = await other.newPage();
  await otherPage.goto('/signin');
  await otherPage.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (!key.startsWith('appearance:')) localStorage.removeItem(key);
  });
  await signInToDashboard(otherPage, USERS.pmc);
  expect(await topbarColor(otherPage)).toBe('rgb(255, 255, 255)');
  await other.close();

  // Back to the default, so other specs see the default look.
  const again = await openPanel(page);
  await again.getByRole('button', { name: 'คืนค่าเริ่มต้น' }).click();
  expect(await topbarColor(page)).toBe('rgb(255, 255, 255)');
});
