import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

test("staff open repair and see the community's requests in Thai", async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/repair');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.repair') }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: /รั่ว|ไม่/ }).first()).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: text('features/repair', 'th', 'columns.title') }),
  ).toBeVisible();
});
