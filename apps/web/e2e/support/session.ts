import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './demo';

/** Signs in through the real form (Thai is the default language, so fields are found by name). */
/** `stay` signs in on the page already open (after a redirect to /signin). */
export async function signIn(page: Page, email: string, opts: { remember?: boolean; stay?: boolean } = {}) {
  if (!opts.stay) await page.goto('/signin');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  if (opts.remember) await page.locator('input[name="remember"]').check();
  await page.locator('form button[type="submit"]').click();
}

/** Signs in and waits until the dashboard shell (top bar and sidebar) is on screen. */
export async function signInToDashboard(page: Page, email: string, opts: { remember?: boolean } = {}) {
  await signIn(page, email, opts);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('header.shell__topbar')).toBeVisible();
}

export const sidebar = (page: Page) => page.locator('#cc-sidebar');

/** The hrefs of the sidebar items, in order. */
export async function sidebarHrefs(page: Page): Promise<string[]> {
  // Each top-level item, a link or the title of a group of sub-pages, carries its area's path.
  const items = sidebar(page).locator('[data-area-href]');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((els) => els.map((e) => e.getAttribute('data-area-href') ?? ''));
}

/** The value of a session key in whichever storage holds the session. */
export const storageValue = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k) ?? sessionStorage.getItem(k), key);
