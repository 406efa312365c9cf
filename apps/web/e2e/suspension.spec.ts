import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { sidebar, signIn, signInToDashboard, storageValue } from './support/session';

test.afterEach(async ({ request }) => {
  // Leave the PMC user on an active community for the specs that follow.
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
});

test('a SYSTEM_OFF community blocks the console; the only button signs out without a server call', async ({
  page,
  request,
}) => {
  const { suspended } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: suspended.communityID });
  const serverCalls: string[] = [];
  // The bell may load its badge; what must not happen is the logout call that removes the push token.
  page.on(
    'request',
    (r) => r.url().includes('/api/notification/webniti/unsubscribe') && serverCalls.push(r.url()),
  );

  await signIn(page, USERS.pmc);
  const dialog = page.getByRole('dialog', { name: 'ระบบปิดใช้งานชั่วคราว' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('ค้างชำระ');
  await expect(dialog).toContainText('LINE Official');
  expect(await storageValue(page, 'umStatus')).toBe('SYSTEM_OFF');

  // No close button, no cancel, Escape and the mask do nothing.
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 400);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storageValue(page, 'id_token')).toBeNull();
  expect(await storageValue(page, 'umStatus')).toBeNull();
  expect(serverCalls).toEqual([]);
});

test('switching into a SYSTEM_OFF community shows the suspension dialog after the reload', async ({
  page,
  request,
}) => {
  const { condo, suspended } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('community-switcher').click();
  await page.getByTestId(`community-option-${suspended.communityID}`).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await reloaded;
  await expect(page.getByRole('dialog', { name: 'ระบบปิดใช้งานชั่วคราว' })).toBeVisible();
});

test('the status is checked again on every route change', async ({ page }) => {
  await signInToDashboard(page, USERS.committee);
  // The first check answers while the dashboard loads; wait for it rather than racing it.
  await expect.poll(() => storageValue(page, 'umStatus')).toBe('ACTIVE');
  let checks = 0;
  await page.route('**/api/sam-um/v1/usage-status**', (r) => {
    checks++;
    return r.fulfill({ json: { isSuccess: true, message: 'closed', data: { status: 'SYSTEM_OFF' } } });
  });
  await sidebar(page).locator('a[href="/dashboard/phonebook"]').click();
  await expect(page.getByRole('dialog', { name: 'ระบบปิดใช้งานชั่วคราว' })).toBeVisible();
  expect(checks).toBe(1);
});

test('a failed check shows the spec error text and does not block', async ({ page }) => {
  await signInToDashboard(page, USERS.committee);
  await page.route('**/api/sam-um/v1/usage-status**', (r) => r.fulfill({ status: 502, body: 'Bad Gateway' }));
  await sidebar(page).locator('a[href="/dashboard/phonebook"]').click();
  await expect(page.getByText('เกิดข้อผิดพลาด: 502 Bad Gateway')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
