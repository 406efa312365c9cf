import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { sidebar, signInToDashboard } from './support/session';

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar starts closed, opens from the toggle, and closes after a menu click', async ({
    page,
  }) => {
    await signInToDashboard(page, USERS.committee);
    await expect(sidebar(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'ขยายเมนู' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar(page)).toBeVisible();
    expect((await sidebar(page).boundingBox())?.width).toBe(240);

    await sidebar(page).locator('a[href="/dashboard/phonebook"]').click();
    await expect(page).toHaveURL(/\/dashboard\/phonebook$/);
    // Spec: it closes 100 ms after the click.
    await expect(sidebar(page)).toBeHidden({ timeout: 1000 });
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await signInToDashboard(page, USERS.pmc);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('the sidebar is a collapsed icon rail that widens on hover', async ({ page }) => {
    await signInToDashboard(page, USERS.committee);
    await expect(sidebar(page)).toBeVisible();
    expect((await sidebar(page).boundingBox())?.width).toBe(80);
    await sidebar(page).hover();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(240);
    await page.mouse.move(900, 500);
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(80);
  });
});

test('crossing a breakpoint re-applies the size rule', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToDashboard(page, USERS.committee);
  expect((await sidebar(page).boundingBox())?.width).toBe(240);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar(page)).toBeHidden();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(240);
});
