import { tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signInToDashboard, storageValue } from './support/session';

// A 2x2 teal PNG, small enough to live in the spec.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPjPwMDAxMDAwMDAAAAJEwEB3LjL3QAAAABJRU5ErkJggg==',
  'base64',
);

test.afterEach(async ({ request }) => {
  const token = await tokenFor(request, USERS.pmc);
  await request.put('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { firstname: 'สมชาย', lastname: 'ใจดี', gender: 'MALE', mobile: '0812345678', birthdate: null },
  });
});

test('the profile shows photo, name, e-mail, gender, mobile and birth date', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'โปรไฟล์ของฉัน' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const main = page.locator('main');
  await expect(page.getByTestId('profile-name')).toHaveText('สมชาย ใจดี');
  await expect(main).toContainText(USERS.pmc);
  await expect(main).toContainText('ชาย');
  await expect(main).toContainText('0812345678');
  await expect(main).toContainText('วันเกิด');
});

test('profile edit validates, saves every field with a photo, and the change persists', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'แก้ไขโปรไฟล์' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit$/);

  // Bad input is caught before saving.
  await page.getByLabel('ชื่อ', { exact: true }).fill('');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('12ab');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('กรุณากรอกชื่อ')).toBeVisible();
  await expect(page.getByText('เบอร์โทรศัพท์ต้องเป็นตัวเลข 8 ถึง 19 หลัก')).toBeVisible();

  await page.getByLabel('ชื่อ', { exact: true }).fill('สมศักดิ์');
  await page.getByLabel('นามสกุล').fill('รักงาน');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0899999999');
  await page.getByLabel('เพศ').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'LGBTQ' }).click();
  await page.getByLabel('วันเกิด').fill('1985-02-01');
  // Enter in the picker would also submit the form; Tab accepts the typed date.
  await page.keyboard.press('Tab');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'บันทึก' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);

  await page.reload();
  const main = page.locator('main');
  await expect(page.getByTestId('profile-name')).toHaveText('สมศักดิ์ รักงาน');
  await expect(main).toContainText('LGBTQ');
  await expect(main).toContainText('0899999999');
  await expect(main).toContainText('1 กุมภาพันธ์ 2528');
  await expect(main.locator('.ant-avatar img')).toHaveAttribute('src', /.+/);
  // The top bar reads the name and photo from storage; they follow the save.
  expect(await storageValue(page, 'userFirstname')).toBe('สมศักดิ์');
  expect(await storageValue(page, 'userImageUrl')).toBeTruthy();
  await expect(page.getByTestId('user-menu').locator('img')).toBeVisible();
});

test('unspecified gender is a choice and is shown as such', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/profile/edit');
  await page.getByLabel('เพศ').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'ไม่ระบุ' }).click();
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.locator('main .ant-descriptions')).toContainText('ไม่ระบุ');
});

test('a photo of the wrong type is refused before upload', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/profile/edit');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByText('รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP')).toBeVisible();
});
