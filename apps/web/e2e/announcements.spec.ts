import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';
import { animationsSettled } from './support/settled';

/**
 * Issue 7's console flow: an advanced post with a picture for one building, scheduled about a
 * minute ahead; the API's job runner publishes it; the resident of that building (through the
 * API) finds it in the list and the inbox and reads it; the console's read counts rise.
 */
const COMMUNITY = 'riverside-condo';
const ZONE = 'Asia/Bangkok';
const t = (key: string, lang = 'th') => text('features/announcement', lang, key);

// A 2x2 teal PNG (a real image: the server checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPjPwMDAxMDAwMDAAAAJEwEB3LjL3QAAAABJRU5ErkJggg==',
  'base64',
);
const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** "YYYY-MM-DD HH:mm" on the community's clock, `seconds` from now rounded down to the minute. */
function wallClock(secondsAhead: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(Date.now() + secondsAhead * 1000);
  const p = (type: string) => parts.find((x) => x.type === type)!.value;
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

async function api<T>(request: APIRequestContext, email: string, url: string): Promise<T> {
  const token = await tokenFor(request, email);
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface ResidentPost {
  announcementID: string;
  title: string;
  readByMe: boolean;
}
const residentPosts = (request: APIRequestContext, email: string) =>
  api<{ items: ResidentPost[] }>(
    request,
    email,
    `/api/announcement/resident/list?communityID=${COMMUNITY}&limit=50`,
  );

/** The post's row in the open manage tab. */
const row = (page: Page, title: string) => page.getByTestId('post-row').filter({ hasText: title });

test.use({ actionTimeout: 20_000 });

test.beforeEach(async ({ request }) => {
  await setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY });
});

test('an advanced post with a picture for one building is scheduled, published, received and read', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const title = `E2E ประกาศอาคาร A ${Date.now()}`;
  await signInToDashboard(page, USERS.pmc);

  // The sidebar's "advanced new post" opens the rich-text editor.
  await page.goto('/dashboard/announcement/newpost?mode=advanced');
  await expect(page.getByRole('heading', { name: t('page.advanced') })).toBeVisible({ timeout: 30_000 });

  // Saving with nothing filled in names every missing field in Thai.
  await page.getByTestId('publish').click();
  await expect(page.getByText(t('validation.title'))).toBeVisible();
  await expect(page.getByText(t('validation.body'))).toBeVisible();

  await page.getByLabel(t('form.title'), { exact: true }).fill(title);
  const editor = page.locator('.rich-editor__content');
  await editor.click();
  await page.keyboard.type('งดใช้ลิฟต์ตัวที่ 1 ชั่วคราว ');
  await page.getByRole('button', { name: t('editor.bold') }).click();
  await page.keyboard.type('โปรดใช้บันได');
  // A picture in the body, uploaded through the API, and the same as the cover.
  await page.getByTestId('editor-image-input').setInputFiles(picture('lift.png'));
  await expect(editor.locator('img[src^="/api/files/private/"]')).toBeVisible();
  await page.getByTestId('cover-input').setInputFiles(picture('cover.png'));
  await expect(page.locator('.post-files__cover')).toBeVisible();

  // The preview is the server's sanitised body, as residents will see it.
  const preview = page.getByTestId('phone-preview');
  await expect(preview.locator('strong')).toHaveText('โปรดใช้บันได');
  await expect(preview.locator('img[src^="/api/files/private/"]').first()).toBeVisible();

  // One building: อาคาร A (the resident's).
  await page
    .locator('label')
    .filter({ hasText: t('audience.BUILDINGS') })
    .click();
  await page.getByRole('combobox', { name: t('form.buildings') }).click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^อาคาร A$/ })
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview-reach')).toBeVisible();

  // About a minute ahead on the community's clock.
  await page
    .locator('label')
    .filter({ hasText: t('form.schedule') })
    .click();
  const at = wallClock(100);
  const picker = page.getByLabel(t('form.publishAt'));
  await picker.click();
  await picker.fill(at);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  // Thai pickers show the Buddhist era: the typed 2026 reads back as 2569.
  await expect(picker).toHaveValue(at.replace(/^\d{4}/, (y) => String(Number(y) + 543)));
  await page.getByTestId('publish').click();

  // Scheduled: it waits in the scheduled tab, and the resident cannot see it yet.
  await expect(page).toHaveURL(/tab=SCHEDULED/);
  await expect(row(page, title)).toBeVisible();
  expect((await residentPosts(request, USERS.resident)).items.some((p) => p.title === title)).toBe(false);

  // The job runner publishes it on time; the published tab shows it.
  await page.getByRole('tab', { name: t('tabs.PUBLISHED') }).click();
  await expect(async () => {
    await page.reload();
    await expect(row(page, title)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  await expect(row(page, title).getByTestId('stat-readers')).toHaveText('0');

  // The resident of building A receives it: in the post list and as an inbox notification.
  const post = (await residentPosts(request, USERS.resident)).items.find((p) => p.title === title);
  expect(post, 'the post reaches the resident of อาคาร A').toBeDefined();
  expect(post!.readByMe).toBe(false);
  await expect(async () => {
    const inbox = await api<{ items: { inboxTitle: string; featureEnum: string }[] }>(
      request,
      USERS.resident,
      `/api/notification/inbox?communityID=${COMMUNITY}&lastKey=undefined`,
    );
    expect(inbox.items.find((i) => i.inboxTitle === title)?.featureEnum).toBe('ANNOUNCEMENT');
  }).toPass({ timeout: 20_000 });
  // The committee member lives in building B: outside the audience, never sees it.
  expect((await residentPosts(request, USERS.committee)).items.some((p) => p.title === title)).toBe(false);

  // The resident reads it (twice) and thanks it.
  const detailUrl = `/api/announcement/resident/detail?communityID=${COMMUNITY}&announcementID=${post!.announcementID}`;
  const read = await api<{ data: { body: string } }>(request, USERS.resident, detailUrl);
  expect(read.data.body).toContain('<strong>โปรดใช้บันได</strong>');
  await api(request, USERS.resident, detailUrl);
  const token = await tokenFor(request, USERS.resident);
  const thank = await request.post('/api/announcement/thank', {
    headers: { authorization: `Bearer ${token}` },
    data: { communityID: COMMUNITY, announcementID: post!.announcementID },
  });
  expect(thank.ok()).toBe(true);

  // The console's figures rise: two views, one reader, one thank.
  await page.reload();
  const figures = row(page, title);
  await expect(figures.getByTestId('stat-views')).toHaveText('2');
  await expect(figures.getByTestId('stat-readers')).toHaveText('1');
  await expect(figures.getByTestId('stat-thanks')).toHaveText('1');
  // The detail shows the same, with the body residents got.
  await figures.locator('.post-row__title').click();
  const detail = page.getByTestId('post-detail');
  await expect(detail.locator('strong')).toHaveText('โปรดใช้บันได');
  await expect(detail.getByTestId('stat-readers')).toHaveText('1');
});

/** A draft written through the API, so each test starts from its own post. */
async function createDraft(request: APIRequestContext, title: string): Promise<string> {
  const token = await tokenFor(request, USERS.pmc);
  const res = await request.post('/api/announcement/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { communityID: COMMUNITY, title, body: 'ร่างสำหรับทดสอบ', audience: { kind: 'ALL' } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { announcementID: string } }).data.announcementID;
}

test('manage posts: tabs, search, pin, edit, and delete only after a confirm', async ({ page, request }) => {
  let title = `E2E ร่าง ${Date.now()}`;
  await createDraft(request, title);
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/announcement');
  for (const tab of ['PUBLISHED', 'DRAFT', 'SCHEDULED', 'EXPIRED'])
    await expect(page.getByRole('tab', { name: t(`tabs.${tab}`) })).toBeVisible();

  await page.getByRole('tab', { name: t('tabs.DRAFT') }).click();
  await expect(page).toHaveURL(/tab=DRAFT/);
  await page.getByPlaceholder(t('searchPlaceholder')).fill(title);
  await page.getByPlaceholder(t('searchPlaceholder')).press('Enter');
  await expect(page.getByTestId('post-row')).toHaveCount(1);

  await row(page, title).getByTestId('post-actions').click();
  await page.getByRole('menuitem', { name: t('actions.pin') }).click();
  await expect(row(page, title)).toContainText(t('pinned'));

  // Edit opens the saved post in the form; saving it as a draft keeps it in drafts.
  await row(page, title).getByTestId('post-actions').click();
  await page.getByRole('menuitem', { name: t('actions.edit') }).click();
  await expect(page).toHaveURL(/newpost\?edit=/);
  const titleField = page.getByLabel(t('form.title'), { exact: true });
  await expect(titleField).toHaveValue(title);
  title = `${title} แก้ไข`;
  await titleField.fill(title);
  await page.getByTestId('save-draft').click();
  await expect(page).toHaveURL(/tab=DRAFT/);
  await page.getByPlaceholder(t('searchPlaceholder')).fill(title);
  await page.getByPlaceholder(t('searchPlaceholder')).press('Enter');
  await expect(row(page, title)).toContainText(t('pinned'));

  // Delete asks first; cancelling keeps the post.
  await row(page, title).getByTestId('post-actions').click();
  await page.getByRole('menuitem', { name: t('actions.delete') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(t('confirm.delete.title'));
  await dialog.getByRole('button', { name: t('cancel') }).click();
  await expect(row(page, title)).toBeVisible();
  await row(page, title).getByTestId('post-actions').click();
  await page.getByRole('menuitem', { name: t('actions.delete') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('confirm.delete.ok') })
    .click();
  await expect(page.getByText(t('empty.search').replace('{{q}}', title))).toBeVisible();
});

test('the report shows totals, a chart, the top posts and exports Excel', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/announcement?view=report');
  await expect(page.getByTestId('report-totals')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.cc-bar-chart svg')).toBeVisible();
  await expect(page.getByRole('heading', { name: t('report.topViews') })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('export-excel').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the top bar opens the news updates with a detail view, and the card shows reach', async ({ page }) => {
  await signInToDashboard(page, USERS.pmc);
  await expect(page.getByTestId('announcement-card')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('announcement-card').locator('.ant-progress').first()).toBeVisible();

  await page.getByTestId('news-button').click();
  const list = page.getByTestId('news-list');
  await expect(list.locator('button')).toHaveCount(3);
  await list.locator('button').first().click();
  // Thai first: the seeded release note's Thai text (its English one shows to English readers).
  await expect(page.getByTestId('news-detail')).toContainText('ตั้งเวลาเผยแพร่ประกาศล่วงหน้า');
  await page.getByRole('button', { name: text('features/news-update', 'th', 'back') }).click();
  await expect(list).toBeVisible();
});

const OUT = path.resolve(import.meta.dirname, '.artifacts/screens');
for (const lang of ['th', 'ar'] as const) {
  for (const width of [1440, 390] as const) {
    test(`screens: new post (advanced), manage posts and report in ${lang} at ${width}px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      mkdirSync(OUT, { recursive: true });
      const shot = (name: string) => path.join(OUT, `announcement-${name}-${lang}-${width}.png`);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await setPreferences(request, USERS.pmc, { lang, community: COMMUNITY });
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      try {
        await signInToDashboard(page, USERS.pmc);
        await page.goto('/dashboard/announcement/newpost?mode=advanced');
        await expect(page.locator('.rich-editor__content')).toBeVisible({ timeout: 30_000 });
        await page.getByLabel(t('form.title', lang), { exact: true }).fill(t('form.titlePlaceholder', lang));
        await page.locator('.rich-editor__content').click();
        await page.keyboard.type(t('form.bodyPlaceholder', lang));
        await expect(page.getByTestId('phone-preview')).toContainText(t('form.bodyPlaceholder', lang));
        await page.screenshot({ path: shot('newpost-advanced'), fullPage: true });

        await page.goto('/dashboard/announcement');
        await expect(page.getByTestId('post-row').first()).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: shot('manage'), fullPage: true });

        await page.goto('/dashboard/announcement?view=report');
        await expect(page.getByTestId('report-totals')).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: shot('report'), fullPage: true });

        await page.goto('/dashboard');
        await page.getByTestId('news-button').click();
        await expect(page.getByTestId('news-list')).toBeVisible();
        await animationsSettled(page);
        await page.screenshot({ path: shot('news') });
      } finally {
        await setPreferences(request, USERS.pmc, { lang: 'th' });
      }
    });
  }
}
