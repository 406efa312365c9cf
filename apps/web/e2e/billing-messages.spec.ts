import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Billing messages in Chromium, in Thai at the riverside condo: a message to building B is sent
 * from the dialog, found at the top of the search, opened with its 48 recipients (none read
 * yet), and recalled with a reason, which the drawer then shows and the list no longer does.
 */
const b = (key: string) => text('features/billing', 'th', key);

test('a message to building B is sent, found, opened and recalled', async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/billing/searchbillingmessage');
  const title = `แจ้งล้างถังน้ำ อาคาร B ${Date.now()}`;

  await page.getByRole('button', { name: b('message.send') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(b('message.subject'), { exact: true }).fill(title);
  await dialog.getByLabel(b('message.body'), { exact: true }).fill('ปิดน้ำวันเสาร์ 09:00–12:00 น.');
  await dialog.getByText(b('message.audiences.BUILDINGS')).click();
  await dialog.getByLabel(b('message.buildings'), { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'อาคาร B' }).click();
  // A click on the dialog's title closes the list (Escape would close the dialog too).
  await dialog.getByText(b('message.sendTitle')).click();
  await dialog.getByRole('button', { name: b('message.sendOk') }).click();
  await expect(page.getByText(b('message.sent'))).toBeVisible();

  const table = page.getByTestId('message-table');
  await expect(table.getByRole('row').nth(1)).toContainText(title);
  await table.getByRole('button', { name: title }).click();
  const drawer = page.getByTestId('message-drawer');
  await expect(drawer.getByTestId('message-read-count')).toHaveText(
    b('message.readOf').replace('{{read}}', '0').replace('{{count}}', '48'),
  );
  await expect(drawer.getByTestId('message-recipients').getByRole('cell', { name: 'B-0101' })).toBeVisible();
  await expect(page).toHaveURL(/messageID=/);

  await drawer.getByRole('button', { name: b('message.recall') }).click();
  const recall = page.getByRole('dialog').filter({ hasText: b('message.recallExplain') });
  await recall.getByLabel(b('message.recallReason')).fill('ส่งผิดอาคาร');
  await recall.getByRole('button', { name: b('message.recallOk'), exact: true }).click();
  await expect(drawer.getByTestId('message-recalled')).toContainText('ส่งผิดอาคาร');
  await drawer.locator('.ant-drawer-close').click();
  await expect(page).not.toHaveURL(/messageID=/);
  await expect(table.getByRole('button', { name: title })).toHaveCount(0);
});
