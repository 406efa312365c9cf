import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { apiGet, apiPost, communityDay } from './support/facilitybooking';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { resumeSession } from './support/sessions';

/**
 * The suggestion box in Chromium, in Thai at the riverside condo, as the PMC office, with the demo
 * resident writing through the API as the residents' app does. One suggestion is found by its
 * day, acknowledged, answered, done and exported; the preference page saves.
 */
const s = (key: string) => text('features/suggestion', 'th', key);
const MARK = `ขอติดตั้งที่ชาร์จรถไฟฟ้า ${Date.now() % 1_000_000}`;

test.describe.configure({ mode: 'serial' });

let communityID = '';
type SessionOf = (email: string) => Promise<{ name: string; value: string }[]>;

async function openAsOffice(page: Page, sessionOf: SessionOf, path: string) {
  await resumeSession(page, await sessionOf(USERS.pmc));
  await page.goto(path);
}

test.beforeAll(async ({ request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
});

test('a resident’s suggestion is found by its day, acknowledged, answered, done and exported', async ({
  page,
  request,
  sessionOf,
}) => {
  const res = await apiPost(request, USERS.resident, '/api/suggestion/create', {
    communityID,
    category: 'สิ่งอำนวยความสะดวก',
    title: MARK,
    text: 'ลานจอดรถชั้น B1 ยังไม่มีที่ชาร์จรถไฟฟ้า',
  });
  expect(res.ok(), await res.text()).toBe(true);
  const today = communityDay();
  await openAsOffice(page, sessionOf, `/dashboard/suggestion?state=NEW&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: s('menu.list') })).toBeVisible();
  const table = page.getByTestId('suggestion-table');
  await table.getByRole('button', { name: MARK }).click();

  const drawer = page.getByTestId('suggestion-detail');
  await expect(drawer).toContainText('ลานจอดรถชั้น B1');
  await drawer.getByRole('button', { name: s('move.ACKNOWLEDGED') }).click();
  await expect(drawer.getByRole('button', { name: s('move.IN_PROGRESS') })).toBeVisible();
  await drawer.getByRole('textbox', { name: s('detail.replyLabel') }).fill('จะเสนอที่ประชุมกรรมการเดือนหน้า');
  await drawer.getByRole('button', { name: s('detail.send') }).click();
  await expect(drawer.getByTestId('suggestion-reply')).toHaveText('จะเสนอที่ประชุมกรรมการเดือนหน้า');
  await drawer.getByRole('button', { name: s('move.IN_PROGRESS') }).click();
  await drawer.getByRole('button', { name: s('move.DONE') }).click();
  await expect(drawer.getByRole('button', { name: s('move.REOPEN') })).toBeVisible();
  await expect(drawer).toContainText(s('state.DONE'));

  await page.goto(`/dashboard/suggestion?state=DONE&from=${today}&to=${today}`);
  await expect(table.getByRole('button', { name: MARK })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('suggestion-excel').click();
  const file = await (await download).path();
  const [sheet] = await readXlsxFile(await readFile(file));
  const row = sheet!.data.find((r) => r[2] === MARK);
  expect(row).toBeTruthy();
  expect(row).toContain('จะเสนอที่ประชุมกรรมการเดือนหน้า');
});

test('the preference page saves the categories and the mail addresses', async ({
  page,
  request,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard/suggestion/preference');
  await expect(page.getByRole('heading', { level: 1, name: s('menu.preference') })).toBeVisible();
  await page.getByLabel(s('pref.allowAnonymous')).click();
  await page.getByTestId('suggestion-setting-save').click();
  await expect(page.getByText(s('pref.saved')).first()).toBeVisible();
  const box = page.getByRole('combobox', {
    name: text('features/suggestion', 'th', 'pref.addressesFor').replace('{{category}}', 'ทั่วไป'),
  });
  await box.fill('frontdesk@riverside.test');
  await box.press('Enter');
  await page.getByTestId('suggestion-email-save').click();
  await expect
    .poll(async () =>
      JSON.stringify(
        await apiGet(request, USERS.pmc, `/api/suggestion/setting/email?communityID=${communityID}`),
      ),
    )
    .toContain('frontdesk@riverside.test');
  const general = await apiGet<{ data: { allowAnonymous: boolean } }>(
    request,
    USERS.pmc,
    `/api/suggestion/setting?communityID=${communityID}`,
  );
  expect(general.data.allowAnonymous).toBe(false);
});
