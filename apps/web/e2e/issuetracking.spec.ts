import { readFileSync } from 'node:fs';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { ADMIN, makeGroup, makeTask, openAs, uniqueThai } from './support/issues';
import { text } from './support/locales';

/**
 * The issue-tracking list, group and report pages in Chromium, in Thai. Tests that look at counts
 * make their own group and tasks through the API (names no one else uses), so they run in parallel.
 */
const it = (key: string) => text('features/issuetracking', 'th', key);

test('staff open issue tracking in Thai: group cards, the current list, the closed tab', async ({
  page,
  request,
  sessionOf,
}) => {
  await openAs(page, request, sessionOf, USERS.pmc);
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

test('a new group: the name counts to 20 as a person counts and refuses the 21st character', async ({
  page,
  request,
  sessionOf,
}) => {
  await openAs(page, request, sessionOf, USERS.pmc);
  await page.goto('/dashboard/issuetracking/group');
  await page.getByTestId('add-group').click();
  const name = page.locator('#group_name');
  await expect(name).toBeFocused();
  // 5 + 6 + 9 = 20 characters (`น้ำ` is one, of three code points): more code points than 20.
  const twenty = `ทดสอบ${uniqueThai()}${'น้ำ'.repeat(9)}`;
  await name.fill(twenty);
  await expect(page.getByTestId('group-name-counter')).toHaveText('20/20');
  await expect(page.getByTestId('group-name-refused')).toHaveCount(0);

  // The 21st, typed key by key (a Thai keyboard sends น, ้ and ำ apart): refused whole.
  await name.pressSequentially('น้ำ');
  await expect(name).toHaveValue(twenty);
  await expect(page.getByTestId('group-name-counter')).toHaveText('20/20');
  await expect(page.getByTestId('group-name-refused')).toHaveText(
    it('groups.nameTooLong').replace('{{max}}', '20'),
  );

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('group-table').getByRole('link', { name: twenty })).toBeVisible();
});

test('a Thai substring finds the tasks with "found N" and read all clears their unread dots', async ({
  page,
  request,
  sessionOf,
}) => {
  // The admin makes them, so they are unread for the PMC.
  const group = await makeGroup(request, 'ค้นหา', ADMIN);
  const needle = uniqueThai();
  await makeTask(request, group.groupID, { title: `ท่อประปา${needle}รั่วซึม` }, ADMIN);
  await makeTask(request, group.groupID, { title: `ไฟทางเดิน`, text: `หลอด${needle}ขาด` }, ADMIN);
  await makeTask(request, group.groupID, { title: 'ไม่เกี่ยวข้อง' }, ADMIN);

  await openAs(page, request, sessionOf, USERS.pmc);
  await page.goto('/dashboard/issuetracking');
  const search = page.getByLabel(it('search.label'));
  // Five letters from the middle of a word: Thai is written without spaces between words.
  await search.fill(needle.slice(1));
  await search.press('Enter');
  await expect(page.getByTestId('found-count')).toContainText(it('search.found').replace('{{n}}', '2'));
  const table = page.getByTestId('task-table');
  await expect(table.locator('tr.it-row')).toHaveCount(2);
  await expect(table.getByRole('img', { name: it('list.unread') })).toHaveCount(2);

  await page.getByTestId('read-all').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: it('readAll.ok') })
    .click();
  await expect(table.getByRole('img', { name: it('list.unread') })).toHaveCount(0);
  await expect(table.locator('tr.it-row')).toHaveCount(2);
});

test('the report shows the month chart and downloads the Excel', async ({ page, request, sessionOf }) => {
  await openAs(page, request, sessionOf, USERS.pmc);
  await page.goto('/dashboard/issuetracking?view=report');
  await expect(page.getByTestId('report-totals')).toBeVisible();
  await expect(page.getByTestId('month-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('month-chart').locator('table th').first()).toBeAttached();

  const download = page.waitForEvent('download');
  await page.getByTestId('report-excel').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync((await file.path())!);
  // An .xlsx is a zip: "PK" first, and more than an empty workbook.
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(4_000);
});
