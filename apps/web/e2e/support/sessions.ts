import type { Browser, Page } from '@playwright/test';
import { signInToDashboard } from './session';

type StoredItem = { name: string; value: string };

/**
 * A remembered session (the localStorage a sign-in with "remember me" leaves), taken once per
 * worker and user: tests whose subject is not signing in start from it instead of filling the
 * sign-in form again. It carries the language and community current when it was taken.
 */
export async function captureSession(
  browser: Browser,
  baseURL: string,
  email: string,
): Promise<StoredItem[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signInToDashboard(page, email, { remember: true });
    const { origins } = await context.storageState();
    return origins.find((o) => o.origin === new URL(baseURL).origin)?.localStorage ?? [];
  } finally {
    await context.close();
  }
}

/** Puts a captured session in this page's storage, from a page of the origin that boots nothing. */
export async function resumeSession(page: Page, items: StoredItem[]) {
  await page.goto('/api/health');
  await page.evaluate((all) => {
    for (const { name, value } of all) localStorage.setItem(name, value);
  }, items);
}
