import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInToDashboard } from './support/session';

test('/404 says the page is lost and goes back home', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ดูเหมือนคุณจะหลงทาง');
  await expect(page.getByTestId('not-found')).toContainText('ไม่มีอยู่หรือถูกย้ายไปแล้ว');
  await page.getByRole('button', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/500 says the server failed, try again later, and goes back home', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Internal Server Error');
  await expect(page.getByTestId('server-error')).toContainText('กรุณาลองใหม่อีกครั้งในภายหลัง');
  await page.getByRole('button', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 and 500 texts in English match the spec', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Looks like you got lost');
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page.getByTestId('server-error')).toContainText(
    'Something went wrong. Please try again later.',
  );
});

test('an unknown public path shows the 404 page; signed in, back home is the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await signInToDashboard(page, USERS.committee);
  await page.goto('/404');
  await page.getByRole('button', { name: 'กลับหน้าหลัก' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
