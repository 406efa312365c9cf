import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const it = (key: string) => text('features/issuetracking', 'th', key);

test('staff open issue tracking in Thai: group cards, the current list, the closed tab', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/issuetracking');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.issuetracking') }),
  ).toBeVisible();
  await expect(page.getByTestId('group-card').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: it('columns.title') })).toBeVisible();
  // Demo data gives the PMC current tasks: the table has rows numbered T-000000.
  await expect(
    page
      .getByTestId('task-table')
      .getByText(/T-\d{6}/)
      .first(),
  ).toBeVisible();

  await page.getByRole('tab', { name: it('tabs.closed') }).click();
  await expect(page).toHaveURL(/tab=closed/);
  await expect(page.getByRole('columnheader', { name: it('columns.closedAt') })).toBeVisible();
});
