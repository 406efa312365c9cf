import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signIn, signInToDashboard, storageValue } from './support/session';

test.beforeEach(async ({ request }) => {
  // Land the PMC user on an active community; other specs move it around.
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
});

for (const [who, email] of Object.entries(USERS)) {
  test(`signs in as the ${who} demo user and lands on the dashboard`, async ({ page }) => {
    await signInToDashboard(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await storageValue(page, 'id_token')).toBeTruthy();
    expect(await storageValue(page, 'userID')).toBe(email);
    // The current community's name is on the home page and in the switcher.
    const name = await storageValue(page, 'communityName');
    expect(name).toBeTruthy();
    await expect(page.getByTestId('home-community-name')).toHaveText(name!);
    await expect(page.getByTestId('community-switcher')).toContainText(name!);
  });
}

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/signin');
  await page.locator('input[name="email"]').fill(USERS.pmc);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await storageValue(page, 'id_token')).toBeNull();
});

test('empty fields are flagged before any call', async ({ page }) => {
  await page.goto('/');
  let tokenCalls = 0;
  page.on('request', (r) => r.url().includes('/api/authentication/token') && tokenCalls++);
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText('กรุณากรอกอีเมล')).toBeVisible();
  await expect(page.getByText('กรุณากรอกรหัสผ่าน')).toBeVisible();
  expect(tokenCalls).toBe(0);
});

test('a protected page sends a visitor to sign in and back to where they were going', async ({ page }) => {
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, USERS.pmc, { stay: true });
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByTestId('profile-name')).toBeVisible();
});

test('without remember me the session lives in sessionStorage; with it, in localStorage', async ({
  page,
}) => {
  await signInToDashboard(page, USERS.resident);
  expect(await page.evaluate(() => sessionStorage.getItem('id_token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();

  await page.evaluate(() => sessionStorage.clear());
  await signInToDashboard(page, USERS.resident, { remember: true });
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('id_token'))).toBeNull();
});

test('a remembered session survives a browser restart; an unremembered one does not', async ({
  browser,
  baseURL,
}) => {
  for (const remember of [true, false]) {
    const first = await browser.newContext({ baseURL });
    const page = await first.newPage();
    await signInToDashboard(page, USERS.committee, { remember });
    // A browser restart keeps localStorage and drops sessionStorage: carry over only the former.
    const state = await first.storageState();
    await first.close();
    const second = await browser.newContext({ baseURL, storageState: state });
    const again = await second.newPage();
    await again.goto('/dashboard');
    await expect(again).toHaveURL(remember ? /\/dashboard$/ : /\/signin$/);
    await second.close();
  }
});

test('logout drops the push token, ends the session on the server, clears storage and shows sign-in', async ({
  page,
}) => {
  await signInToDashboard(page, USERS.pmc, { remember: true });
  // Log out from a short page: on a long dashboard the open menu can move under the pointer.
  await page.goto('/dashboard/profile');
  await expect(page.getByTestId('profile-name')).toBeVisible();
  const unsubscribe = page.waitForRequest(
    (r) => r.url().includes('/api/notification/webniti/unsubscribe') && r.method() === 'DELETE',
  );
  const revoked = page.waitForResponse((r) => r.url().includes('/api/oauth/revoke'));
  const refreshToken = await storageValue(page, 'refresh_token');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await unsubscribe;
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/signin$/);
  // The server ended the session: a copy of its refresh token is refused.
  const reuse = await page.request.post('/api/authentication/token', {
    headers: { authorization: `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}` },
    data: { grant_type: 'refresh_token', refresh_token: refreshToken },
  });
  expect(reuse.status()).toBe(400);
  expect(await storageValue(page, 'id_token')).toBeNull();
  expect(await storageValue(page, 'communityID')).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('logout stays signed in when the server cannot drop the push token', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.route('**/api/notification/webniti/unsubscribe', (r) =>
    r.fulfill({ status: 500, json: { isSuccess: false, code: 'X', message: 'down', errorMessage: 'down' } }),
  );
  await page.getByTestId('user-menu').click();
  // The console gives up on signing out (and logs why) once the server has refused.
  const stopped = page.waitForEvent('console', (m) => m.text().includes('Sign-out stopped'));
  await page.getByRole('menuitem', { name: 'ออกจากระบบ' }).click();
  await stopped;
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storageValue(page, 'id_token')).toBeTruthy();
});

test('social sign-in buttons of providers the server has not configured are not shown', async ({ page }) => {
  const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
  await page.goto('/signin');
  // This server configures none (social-sign-in.spec.ts runs one that does).
  expect((await (await config).json()).data.socialProviders).toEqual({
    google: false,
    facebook: false,
    apple: false,
  });
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  for (const id of ['facebook', 'apple', 'google'])
    await expect(page.getByTestId(`social-${id}`)).toHaveCount(0);
  await expect(page.locator('#social-heading')).toHaveCount(0);
});

test('sign up creates an account that can then sign in', async ({ page }) => {
  const email = `new-${Date.now()}@example.test`;
  await page.goto('/signin');
  await page.getByRole('link', { name: 'สร้างบัญชีผู้ใช้ใหม่' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'สร้างบัญชีผู้ใช้ใหม่' })).toBeVisible();
  await page.getByLabel('ชื่อ', { exact: true }).fill('ทดสอบ');
  await page.getByLabel('นามสกุล').fill('ระบบ');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Sunflower-Lake-42');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('Sunflower-Lake-42');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page.getByText('กรุณายอมรับข้อกำหนดการใช้งานก่อนสมัครสมาชิก')).toBeVisible();
  await page.getByLabel(/ข้าพเจ้าได้อ่านและยอมรับ/).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('ส่งคำขอสมัครสมาชิกแล้ว')).toBeVisible();

  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Sunflower-Lake-42');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A brand-new account belongs to no community yet.
  await expect(page.getByText('คุณยังไม่ได้เป็นสมาชิกของชุมชนใด').first()).toBeVisible();
});

test('sign up answers a taken e-mail like a new one, so strangers cannot list accounts', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('ชื่อ', { exact: true }).fill('ซ้ำ');
  await page.getByLabel('นามสกุล').fill('ซ้ำ');
  await page.getByLabel('อีเมล').fill(USERS.pmc);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Sunflower-Lake-42');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('Sunflower-Lake-42');
  await page.getByLabel(/ข้าพเจ้าได้อ่านและยอมรับ/).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  // The same page and words as a new account; the owner is told by e-mail instead.
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('ส่งคำขอสมัครสมาชิกแล้ว')).toBeVisible();
  await expect(page.getByText('อีเมลนี้ถูกใช้สมัครสมาชิกแล้ว')).toHaveCount(0);
});

test('forgot password always confirms; a bad reset link is refused', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน' })).toBeVisible();
  await page.getByLabel('อีเมล').fill('nobody@example.test');
  await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByTestId('forgot-sent')).toBeVisible();

  await page.goto('/resetpassword?token=not-a-real-token-123456');
  await page.getByLabel('รหัสผ่านใหม่').fill('Sunflower-Lake-42');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('Sunflower-Lake-42');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await expect(page.getByText('ลิงก์ตั้งรหัสผ่านไม่ถูกต้องหรือหมดอายุแล้ว').first()).toBeVisible();
});
