import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const p = (key: string) => text('features/patrol', 'th', key);

/**
 * Staff in Thai at the riverside condo: add a checkpoint, print its label (A4 sheet, QR with
 * CP:<code>), make an hourly all-day plan through it, and see today's rounds on the board.
 */
test('staff add a checkpoint, print its label, plan rounds and see them on the board', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await page.addInitScript(() => {
    window.print = () => {};
  });
  await signInToDashboard(page, USERS.pmc);
  const name = `จุดทดสอบ ${Date.now() % 100_000}`;

  await page.goto('/dashboard/patrol?tab=checkpoints');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.patrol') }),
  ).toBeVisible();
  await page.getByTestId('checkpoint-add').click();
  await page.locator('#checkpoint_name').fill(name);
  await page.locator('#checkpoint_place').fill('ล็อบบี้');
  await page.getByRole('button', { name: p('save') }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: p('labels.print') }).click();
  const label = page.getByTestId('patrol-label').filter({ hasText: name });
  await expect(label).toBeVisible();
  await expect(label.locator('img')).toHaveAttribute('data-qr', /^CP:[A-Za-z0-9_-]{24}$/);

  await page.getByRole('tab', { name: p('tabs.plans') }).click();
  await page.getByTestId('plan-add').click();
  await page.locator('#plan_name').fill(`แผน ${name}`);
  await page.locator('#plan_checkpointIDs').click();
  await page.locator('#plan_checkpointIDs').fill(name);
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  await page.locator('#plan_name').click();
  await page.locator('#plan_shiftStart').fill('00:00');
  await page.locator('#plan_shiftEnd').fill('00:00');
  await page.locator('#plan_everyMinutes').fill('60');
  await page.getByRole('button', { name: p('save') }).click();
  await expect(page.getByRole('cell', { name: `แผน ${name}` })).toBeVisible();

  await page.getByRole('tab', { name: p('tabs.board') }).click();
  const card = page
    .getByTestId('round-card')
    .filter({ hasText: `แผน ${name}` })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('round-status')).toHaveText(p('status.SCHEDULED'));
});
