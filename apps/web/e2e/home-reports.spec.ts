import { pmcCommunities, setPreferences } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const lastMonth = () => {
  const now = new Date(Date.now() + 7 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
};

test("the reports tab downloads last month's committee report as PDF and Excel", async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard?tab=reports');
  const monthly = page.getByTestId('monthly-report');
  await expect(monthly.getByRole('cell', { name: 'พัสดุ', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('report-section-parcel').locator('.cc-bar-chart svg')).toBeVisible();
  await expectNoSeriousViolations(page, 'reports tab');

  const pdf = page.waitForEvent('download');
  await monthly
    .getByRole('button', { name: text('features/home/reports/report-tab', 'th', 'monthly.pdf') })
    .click();
  expect((await pdf).suggestedFilename()).toBe(`monthly-report-${lastMonth()}-th.pdf`);
  const excel = page.waitForEvent('download');
  await monthly
    .getByRole('button', { name: text('features/home/reports/report-tab', 'th', 'monthly.excel') })
    .click();
  expect((await excel).suggestedFilename()).toBe(`monthly-report-${lastMonth()}.xlsx`);
});

test("the activity tab shows the PMC's own sign-in", async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'en', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard?tab=activity');
  await page
    .getByRole('searchbox', { name: text('features/home/activity/activity-tab', 'en', 'search') })
    .fill(USERS.pmc);
  const signIns = page.getByTestId('sign-ins');
  await expect(signIns.getByRole('cell', { name: USERS.pmc }).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    signIns.getByText(text('features/home/activity/activity-tab', 'en', 'signIns.ok')).first(),
  ).toBeVisible();
});
