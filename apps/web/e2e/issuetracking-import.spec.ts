import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { setPreferences, tokenFor } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';
import { resumeSession } from './support/sessions';

/**
 * The defect list import in Chromium: a file with one bad row gets the row report naming the row
 * and nothing is saved; the fixed file saves every row as a task and names the numbers they took.
 * Each test imports into a group of its own, made through the API, so the counts are its own.
 */
const COMMUNITY = 'riverside-condo';
const d = (key: string, lang = 'th') => text('features/issuetracking/defect-import', lang, key);
const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

async function bearer(request: APIRequestContext) {
  return { authorization: `Bearer ${await tokenFor(request, USERS.pmc)}` };
}

/** A fresh group for this run (names are unique regardless of case, at most 20 characters). */
async function makeGroup(request: APIRequestContext) {
  const name = `นำเข้า ${Date.now().toString(36).slice(-6)}`;
  const res = await request.post('/api/issuetracking/group', {
    headers: await bearer(request),
    data: { communityID: COMMUNITY, name },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { groupID: string; name: string } }).data;
}

async function currentTasks(request: APIRequestContext, groupID: string) {
  const res = await request.get(`/api/issuetracking/task/list?communityID=${COMMUNITY}&groupID=${groupID}`, {
    headers: await bearer(request),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}

const HEADER = ['Title', 'Details', 'Priority', 'Due date', 'Unit', 'Labels'];
const GOOD = [
  ['ประตูหนีไฟชั้น 3 ปิดไม่สนิท', 'บานพับหลวม', 'HIGH', '', '', 'ส่งมอบ'],
  ['ก๊อกน้ำห้องน้ำรั่ว', '', 'NORMAL', '', '', ''],
  ['ไฟทางเดินชั้น 5 ไม่ติด', 'หลอดขาด 2 ดวง', 'LOW', '', '', 'ไฟฟ้า'],
];
/** The second defect with a priority no office uses: row 3 of the sheet (the header is row 1). */
const WITH_BAD_ROW = [GOOD[0]!, [GOOD[1]![0]!, '', 'SOMETIMES', '', '', ''], GOOD[2]!];

async function sheets() {
  const dir = path.resolve(import.meta.dirname, '.artifacts/issue-import');
  mkdirSync(dir, { recursive: true });
  const sheet = (rows: string[][]) =>
    writeXlsxFile(
      [HEADER, ...rows].map((r) => r.map((value) => ({ value }))),
      { sheet: 'Defects' },
    ).toBuffer();
  const bad = path.join(dir, 'one-bad-row.xlsx');
  const good = path.join(dir, 'fixed.xlsx');
  writeFileSync(bad, await sheet(WITH_BAD_ROW));
  writeFileSync(good, await sheet(GOOD));
  return { bad, good };
}

/** Opens the import view and chooses the group in its picker, as a person would. */
async function openAndChoose(page: Page, groupName: string, lang = 'th') {
  await page.goto('/dashboard/issuetracking?view=import');
  await expect(page.locator('h1')).toHaveText(d('title', lang));
  await page.getByRole('combobox', { name: d('group.label', lang) }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: groupName }).click();
  await expect(page.getByTestId('import-drop')).toBeVisible();
}

test.describe('defect list import', () => {
  test.beforeEach(() => test.setTimeout(90_000));

  test('one bad row: the row report names row 3 and nothing is saved; the fixed file saves every row', async ({
    page,
    request,
    sessionOf,
  }) => {
    await setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY });
    const group = await makeGroup(request);
    const files = await sheets();
    await resumeSession(page, await sessionOf(USERS.pmc));
    await openAndChoose(page, group.name);

    await page.locator('input[type="file"]').setInputFiles(files.bad);
    const report = page.getByTestId('import-report');
    await expect(report).toContainText(fill(d('report.hasErrors'), { bad: 1, total: 3 }));
    const firstProblem = page.getByTestId('import-errors').locator('tbody tr.ant-table-row').first();
    await expect(firstProblem.locator('td').nth(0)).toHaveText('3');
    await expect(firstProblem.locator('td').nth(1)).toHaveText(d('columns.priority'));
    await expect(page.getByTestId('import-save')).toHaveCount(0);
    expect(await currentTasks(request, group.groupID)).toBe(0);

    await page.locator('input[type="file"]').setInputFiles(files.good);
    await expect(report).toContainText(fill(d('report.allGood'), { total: 3 }));
    await page.getByTestId('import-save').click();
    const done = page.getByTestId('import-done');
    await expect(done).toContainText(fill(d('done.saved'), { count: 3, group: group.name }));
    await expect(done).toContainText(/T-\d{6} … T-\d{6}/);
    const [first, last] = ((await done.textContent()) ?? '')
      .match(/T-\d{6}/g)!
      .map((n) => Number(n.slice(2)));
    expect(last! - first!).toBe(2);
    await expect(done.getByRole('link', { name: d('done.board') })).toHaveAttribute(
      'href',
      `/dashboard/issuetracking/group/task?groupID=${group.groupID}`,
    );
    expect(await currentTasks(request, group.groupID)).toBe(3);
  });

  test.describe('in Arabic at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.afterEach(async ({ request }) => {
      await setPreferences(request, USERS.pmc, { lang: 'th' });
    });

    test('the row report fits the phone, right to left, with no serious axe finding', async ({
      page,
      request,
    }) => {
      await setPreferences(request, USERS.pmc, { lang: 'ar', community: COMMUNITY });
      await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
      const group = await makeGroup(request);
      const files = await sheets();
      // Signed in through the form, not from the worker's remembered session: that one would then
      // be remembered in Arabic for the tests after this one.
      await signInToDashboard(page, USERS.pmc);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await openAndChoose(page, group.name, 'ar');

      await page.locator('input[type="file"]').setInputFiles(files.bad);
      await expect(page.getByTestId('import-report')).toContainText(
        fill(d('report.hasErrors', 'ar'), { bad: 1, total: 3 }),
      );
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, 'the page scrolls sideways at 390 px').toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, 'defect import report (ar, 390)');
    });
  });
});
