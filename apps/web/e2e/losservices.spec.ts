import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

test('staff open losservices in Thai, see the community items and add one', async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/losservices');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.losservices') }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'รายการตัวอย่างที่หนึ่ง' })).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: text('features/losservices', 'th', 'columns.title') }),
  ).toBeVisible();

  await page.getByRole('button', { name: text('features/losservices', 'th', 'add') }).click();
  await page.locator('#item_title').fill('รายการใหม่จากหน้าจอ');
  await page.getByRole('button', { name: text('features/losservices', 'th', 'save') }).click();
  await expect(page.getByRole('cell', { name: 'รายการใหม่จากหน้าจอ' })).toBeVisible();
});
