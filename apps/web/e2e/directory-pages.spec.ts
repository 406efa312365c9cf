import { communitiesOf, setPreferences } from './support/api';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/** Every directory, phonebook and settings screen opens with its title and no error, and the smaller flows work. */
const ADMIN = 'admin@demo.test';
const d = (key: string) => text('features/directory', 'th', key);
const p = (key: string) => text('features/phonebook', 'th', key);
const s = (key: string) => text('features/settings', 'th', key);

test.beforeEach(async ({ request }) => {
  const condo = (await communitiesOf(request, ADMIN)).find(
    (c) => c.communityType === 'CONDO' && c.status === 'ACTIVE' && c.role === 'ADMIN',
  );
  await setPreferences(request, ADMIN, { lang: 'th', community: condo!.communityID });
});

const SCREENS: [string, () => string][] = [
  ['directory', () => d('menu.inviteSearch')],
  ['directory/invitecodegen', () => d('menu.inviteGen')],
  ['directory/invitecodegenpmc', () => d('menu.inviteGenPmc')],
  ['directory/communitymembers', () => d('menu.communityMembers')],
  ['directory/committeemembers', () => d('menu.committeeMembers')],
  ['directory/pmcmembers', () => d('menu.pmcMembers')],
  ['directory/residentlist', () => d('menu.residentList')],
  ['directory/room', () => d('room.title')],
  ['phonebook', () => p('title')],
  ['settings', () => s('title')],
  ['settings/community/edit', () => s('menu.communitySettings')],
  ['communityInfo', () => s('info.pageTitle')],
];

for (const [route, title] of SCREENS) {
  test(`/dashboard/${route} opens with its title and its data`, async ({ page }) => {
    await signInToDashboard(page, ADMIN);
    await page.goto(`/dashboard/${route}`);
    await expect(page.getByRole('heading', { name: title(), level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.ant-skeleton')).toHaveCount(0);
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);
  });
}

test('the dashboard card shows the directory figures', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await expect(page.getByTestId('directory-card')).toContainText(d('card.units'));
});

test('staff codes are generated, found by the code search and revoked', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/dashboard/directory/invitecodegenpmc');
  await page.getByRole('button', { name: d('invite.generate') }).click();
  const code = (await page.getByTestId('new-codes').locator('.dir-codes').first().textContent())!;
  await page.goto('/dashboard/directory');
  await page.getByTestId('code-search').locator('input').fill(code);
  await page.getByTestId('code-search').locator('input').press('Enter');
  const row = page.locator('.ant-table-row', { hasText: code });
  await expect(row).toContainText(d('codeStatus.PENDING'));
  await row.getByRole('button', { name: d('invite.revoke') }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: d('invite.revoke') })
    .click();
  await expect(row).toContainText(d('codeStatus.REVOKED'));
});

test('letters print one page per unit', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/dashboard/directory/invitecodegen');
  const units = page.getByTestId('invite-units').locator('input');
  await units.fill('A-0101');
  await units.press('Enter');
  await units.fill('A-0102');
  await units.press('Enter');
  await page.getByTestId('invite-generate').click();
  await expect(page.getByTestId('new-codes')).toBeVisible();
  await page.getByTestId('print-letters').click();
  const letters = page.getByTestId('letters');
  await expect(letters.locator('.dir-letter')).toHaveCount(2);
  await expect(letters.locator('.dir-letter').first()).toContainText('A-0101');
  // On paper only the letters remain.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(letters.locator('.dir-letter').first()).toBeVisible();
});

test('the phonebook takes a category and an entry, and validates the number', async ({ page }) => {
  await signInToDashboard(page, ADMIN);
  await page.goto('/dashboard/phonebook');
  const name = `ป้อมยาม ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: p('category.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#category_name').fill(name);
  await dialog.getByRole('button', { name: p('common.save') }).click();
  const card = page.locator('.pb-category', { hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: p('entry.add') }).click();
  await dialog.locator('#entry_name').fill('ป้อมยามหน้า');
  const numbers = dialog.locator('#entry_numbers');
  await numbers.last().fill('abc');
  await numbers.last().press('Enter');
  await dialog.getByRole('button', { name: p('common.save') }).click();
  await expect(dialog.getByText(p('validation.phone'))).toBeVisible();
  await dialog.locator('.ant-select-selection-item-remove').click();
  await numbers.last().fill('02-123-4567');
  await numbers.last().press('Enter');
  await dialog.getByRole('button', { name: p('common.save') }).click();
  await expect(card).toContainText('02-123-4567');
});
