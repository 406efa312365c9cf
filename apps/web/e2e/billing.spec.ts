import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Billing in Chromium, in Thai at the riverside condo: this month's run for building A (preview,
 * confirm, progress to done, the bills listed), then one of its bills with its PromptPay QR,
 * force-recalled with a reason. The demo bills are of the three months before, so this month's
 * run always has building A's 48 units to bill.
 */
const b = (key: string) => text('features/billing', 'th', key);

test('a run for building A, a bill with its QR, and a force recall', async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/billing/list/newbill');

  await page.getByLabel(b('run.buildings')).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'อาคาร A' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: b('run.preview') }).click();
  const preview = page.getByTestId('run-preview');
  await expect(preview.getByRole('cell', { name: 'A-0101' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'B-0101' })).toHaveCount(0);

  await page.getByRole('button', { name: b('run.create'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: b('run.create') })
    .click();
  await expect(page.getByTestId('run-done')).toBeVisible();
  await page.getByRole('link', { name: b('run.seeBills') }).click();

  const table = page.getByTestId('bill-table');
  await expect(table.getByRole('cell', { name: 'A-0101', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'B-0101', exact: true })).toHaveCount(0);
  await table
    .getByRole('row', { name: /A-0101/ })
    .getByRole('link')
    .click();

  await expect(page.getByTestId('bill-title')).toBeVisible();
  await expect(page.getByTestId('bill-qr').locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: b('recall.button') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(b('recall.reason')).fill('ทดสอบการเรียกคืน');
  // Recalling voids the bill for good: its confirm button is the red (danger) kind.
  await expect(dialog.getByRole('button', { name: b('recall.ok') })).toHaveClass(/ant-btn-dangerous/);
  await dialog.getByRole('button', { name: b('recall.ok') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bill-status')).toContainText(b('status.RECALLED'));
  await expect(page.getByText('ทดสอบการเรียกคืน')).toBeVisible();
});
