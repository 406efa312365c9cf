import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const t = (key: string) => text('features/regulation', 'th', key);

/**
 * The whole loop in Thai: the office writes a rule and publishes it, the resident acknowledges it
 * from the app (the API), and the office's report of that version counts the resident's units.
 */
test('staff publish a rule version, a resident acknowledges it, the report shows it', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/regulation');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.regulation') }),
  ).toBeVisible();

  const title = `ระเบียบทดสอบ ${crypto.randomUUID().slice(0, 8)}`;
  await page.getByRole('button', { name: t('add') }).click();
  await page.locator('#version_title').fill(title);
  await page.getByRole('textbox', { name: t('form.body') }).fill('ห้ามส่งเสียงดังหลัง 22:00 น.');
  await page.getByRole('button', { name: t('form.save') }).click();
  await page.getByRole('searchbox', { name: t('filters.search') }).fill(title);
  await page.getByRole('searchbox', { name: t('filters.search') }).press('Enter');
  await page.getByRole('button', { name: title }).click();

  const drawer = page.getByTestId('regulation-drawer');
  await drawer.getByRole('button', { name: t('actions.publish') }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: t('actions.publish') })
    .click();
  await expect(drawer.getByRole('button', { name: t('actions.report') })).toBeVisible();

  // The resident's app: the published version in their list, acknowledged for each of their units.
  const resident = await tokenFor(request, USERS.resident);
  const auth = { authorization: `Bearer ${resident}` };
  const list = await request.get('/api/regulation/resident/list', {
    headers: auth,
    params: { communityID: condo.communityID },
  });
  const mine = (await list.json()).items.find((d: { title: string }) => d.title === title);
  expect(mine, 'the resident sees the new version').toBeTruthy();
  const ack = await request.post('/api/regulation/acknowledge', {
    headers: auth,
    data: { communityID: condo.communityID, versionID: mine.version.versionID },
  });
  expect(ack.ok(), await ack.text()).toBe(true);
  const units = (await ack.json()).data.unitIDs.length;

  await drawer.getByRole('button', { name: t('actions.report') }).click();
  const report = page.getByTestId('regulation-report');
  await expect(report.getByTestId('report-acknowledged')).toContainText(String(units));
  await expect(page.getByRole('combobox', { name: t('report.version') })).toBeVisible();
});
