import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Issue 6, the desk in Chromium: receive with the keyboard only and the resident is notified;
 * print slips and the notice tab empties; hand out two parcels at once and the tabs follow;
 * import an Excel file with a bad row and see the report. All in the riverside condo, whose
 * demo resident (resident@demo.test) lives in A-0304.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';
const p = (key: string, lang = 'th') => text('features/parcel', lang, key);
const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** Unique per run: the demo data is shared by every spec. */
const tracking = (tag: string) => `E2E${tag}${Date.now().toString(36).toUpperCase()}`;

async function bearer(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await tokenFor(request, email)}` };
}

/** Receives a parcel for the demo resident's unit through the API (setup for hand-out). */
async function receiveByApi(request: APIRequestContext, trackingNo: string) {
  const headers = await bearer(request, USERS.pmc);
  const found = await request.get(`/api/parcel/recipient?communityID=${COMMUNITY}&q=${UNIT}`, { headers });
  const unit = (
    (await found.json()) as { items: { unitID: string; unitNo: string; residents: { userID: string }[] }[] }
  ).items.find((u) => u.unitNo === UNIT)!;
  const res = await request.post('/api/parcel/pmc', {
    headers,
    data: {
      communityID: COMMUNITY,
      trackingNo,
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID: unit.unitID,
      recipientUserID: unit.residents[0]!.userID,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { no: number; parcelID: string } }).data;
}

/** Opens the desk list on a tab and reads the counts once they have arrived. */
async function openList(page: Page, tab: 'all' | 'waiting' | 'notice') {
  const counted = page.waitForResponse((r) => r.url().includes('/api/parcel/pmc/count'));
  await page.goto(`/dashboard/parcel?tab=${tab}`);
  const counts = ((await (await counted).json()) as { data: Record<string, number> }).data;
  await expect(page.getByTestId(`tab-count-${tab}`)).toHaveText(String(counts[tab]));
  return counts as { all: number; waiting: number; notice: number };
}

test.describe('the desk', () => {
  test.beforeEach(async ({ page, request }) => {
    // Each test walks several screens and calls the API as two users; the machine may be busy.
    test.setTimeout(90_000);
    await setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY });
    await signInToDashboard(page, USERS.pmc);
  });

  test('receive with the keyboard only; the resident gets the notification', async ({ page, request }) => {
    await page.goto('/dashboard/newparcel');
    const trackingField = page.getByLabel(p('fields.trackingNo'));
    await expect(trackingField).toBeFocused();

    const no = tracking('K');
    await page.keyboard.type(no);
    await page.keyboard.press('Enter');
    // The carrier is empty on a fresh desk: focus is there; type-ahead and Enter pick it.
    await expect(page.getByLabel(p('fields.carrier'))).toBeFocused();
    await page.keyboard.type('Kerry');
    await page.keyboard.press('Enter');
    // Type has a default, so the recipient comes next.
    await expect(page.getByLabel(p('fields.recipient'))).toBeFocused();
    await page.keyboard.type(UNIT);
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'สุดา มีสุข' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(p('fields.noteOptional'))).toBeFocused();
    await page.keyboard.type('E2E keyboard');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/parcel/pmc') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const body = (await (await saved).json()) as { data: { no: number } };
    const parcelNo = body.data.no;

    // Saved with its running number; the form is clear and ready for the next scan.
    await expect(page.getByTestId('received-list')).toContainText(
      fill(p('fields.noValue'), { no: parcelNo }),
    );
    await expect(trackingField).toHaveValue('');
    await expect(trackingField).toBeFocused();

    // The same tracking number again warns before saving and asks to confirm the duplicate.
    await page.keyboard.type(no);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('duplicate-warning')).toContainText(String(parcelNo));
    // Carrier and type stay from the last parcel, so Enter went straight to the recipient.
    await expect(page.getByLabel(p('fields.recipient'))).toBeFocused();
    await page.keyboard.type(UNIT);
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'สุดา มีสุข' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(p('fields.noteOptional'))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(p('receive.duplicateTitle'));
    await page.getByRole('button', { name: p('receive.saveAnyway') }).click();
    await expect(page.getByTestId('received-list').locator('li')).toHaveCount(2);
    await expect(trackingField).toBeFocused();

    // The resident of the unit is notified (inbox), and sees the parcel in their own list.
    const headers = await bearer(request, USERS.resident);
    await expect
      .poll(async () => {
        const res = await request.get(`/api/notification/inbox?communityID=${COMMUNITY}`, { headers });
        const { items } = (await res.json()) as { items: { inboxBody: string }[] };
        return items.some((i) => i.inboxBody.includes(`${parcelNo}`) && i.inboxBody.includes(UNIT));
      })
      .toBe(true);
    const mine = await request.get(`/api/parcel/my?communityID=${COMMUNITY}&status=WAITING`, { headers });
    const { items } = (await mine.json()) as { items: { trackingNo: string }[] };
    expect(items.map((i) => i.trackingNo)).toContain(no);
  });

  test('print slips: the notice tab empties', async ({ page }) => {
    await page.addInitScript(() => {
      // Chromium's print dialog would block the run; the page only needs to have asked for it.
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    const { notice: notices } = await openList(page, 'notice');
    expect(notices).toBeGreaterThan(0);

    await page.goto('/dashboard/parcelprintout');
    await expect(page.getByTestId('slip')).toHaveCount(notices);
    // Six slips per A4 sheet by the community's setting; each has a QR code of its parcel.
    await expect(page.locator('.parcel-sheet')).toHaveCount(Math.ceil(notices / 6));
    await expect(page.locator('.parcel-slip__qr').first()).toBeVisible();
    await page.getByTestId('print-button').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.getByRole('button', { name: p('print.markPrinted') }).click();
    await expect(page.getByText(fill(p('print.empty'), {}))).toBeVisible();

    await page.goto('/dashboard/parcel?tab=notice');
    await expect(page.getByTestId('tab-count-notice')).toHaveText('0');
    await expect(page.getByText(p('list.empty.notice'))).toBeVisible();
  });

  test('hand out two parcels at once; tabs and counts follow', async ({ page, request }) => {
    const a = await receiveByApi(request, tracking('H1'));
    const b = await receiveByApi(request, tracking('H2'));
    const before = await openList(page, 'waiting');

    await page.goto('/dashboard/parcelexport');
    const scan = page.getByTestId('scan-input');
    await expect(scan).toBeFocused();
    // A slip's QR code reads "#<no>"; the scanner types it and presses Enter.
    await scan.fill(`#${a.no}`);
    await scan.press('Enter');
    await expect(page.getByTestId('hand-out-table')).toContainText(String(a.no));
    await scan.fill(`#${b.no}`);
    await scan.press('Enter');
    await expect(page.getByTestId('hand-out-selected')).toHaveText(/\(2\)/);
    // Only the two scanned parcels are ticked, although the unit may have more waiting.
    await page.getByTestId('hand-out-selected').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(UNIT);
    await expect(dialog).toContainText('สุดา มีสุข');
    const done = page.waitForResponse((r) => r.url().endsWith('/api/parcel/export/multiple'));
    await page.getByTestId('hand-out-confirm').click();
    expect((await done).ok()).toBe(true);
    await expect(dialog).toBeHidden();

    const after = await openList(page, 'waiting');
    expect(after.waiting).toBe(before.waiting - 2);
    expect(after.all).toBe(before.all);
    await expect(page.getByTestId('tab-count-all')).toHaveText(String(before.all));
    // The dashboard card counts the same waiting parcels.
    await page.goto('/dashboard');
    await expect(page.getByTestId('card-waiting')).toHaveText(String(after.waiting));

    // The resident hears that the parcels were collected.
    const headers = await bearer(request, USERS.resident);
    await expect
      .poll(async () => {
        const res = await request.get(`/api/notification/inbox?communityID=${COMMUNITY}`, { headers });
        const { items } = (await res.json()) as { items: { inboxBody: string }[] };
        return items.some((i) => i.inboxBody.includes(`${a.no}`) && i.inboxBody.includes(`${b.no}`));
      })
      .toBe(true);
  });

  test('correct a waiting parcel: replace its photo, then remove it', async ({ page, request }) => {
    const parcel = await receiveByApi(request, tracking('C'));
    await openList(page, 'waiting');
    const correct = async () => {
      await page.getByRole('button', { name: fill(p('actions.more'), { no: parcel.no }) }).click();
      await page.getByRole('menuitem', { name: p('correct.action') }).click();
      await expect(page.getByRole('dialog')).toContainText(fill(p('correct.title'), { no: parcel.no }));
    };
    const saved = () =>
      page.waitForResponse((r) => r.url().includes('/api/parcel/update') && r.request().method() === 'PUT');

    await correct();
    // A 1×1 PNG, as a phone's camera would hand over a picture.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('photo-correction-file')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('photo-correction').locator('img')).toBeVisible();
    let answer = saved();
    await page.getByTestId('correct-save').click();
    const photoUrl = ((await (await answer).json()) as { data: { photoUrl: string } }).data.photoUrl;
    expect(photoUrl).toMatch(/^\/api\/files\/private\/c-[\w-]+\/parcels\/[\w-]+\.\w+\?exp=/);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await request.get(photoUrl)).ok()).toBe(true);

    await correct();
    await expect(page.getByTestId('photo-correction').locator('img')).toHaveAttribute('src', photoUrl);
    await page.getByRole('button', { name: p('correct.removePhoto') }).click();
    await expect(page.getByTestId('photo-correction')).toContainText(p('correct.photoRemoved'));
    answer = saved();
    await page.getByTestId('correct-save').click();
    expect(((await (await answer).json()) as { data: { photoUrl: null } }).data.photoUrl).toBeNull();
    // The old file goes once the change is saved.
    expect((await request.get(photoUrl)).status()).toBe(404);
  });

  test('import an Excel file with one bad row: the report, nothing saved; then the fixed file saves', async ({
    page,
  }) => {
    const dir = path.resolve(import.meta.dirname, '.artifacts/import');
    mkdirSync(dir, { recursive: true });
    const header = ['Tracking number', 'Carrier', 'Type', 'Unit', 'Recipient', 'Phone', 'Note'];
    const good = [
      [tracking('I1'), 'Kerry Express', 'BOX', UNIT, 'สุดา มีสุข', '0891112233', ''],
      [tracking('I2'), 'Flash Express', 'ENVELOPE', 'A-0302', 'พิมพ์ชนก แสงทอง', '', 'E2E import'],
    ];
    const bad = [tracking('I3'), 'Kerry Express', 'BOX', 'Z-9999', 'ไม่มีห้อง', '', ''];
    const sheet = (rows: string[][]) =>
      writeXlsxFile(
        [header, ...rows].map((r) => r.map((value) => ({ value }))),
        { sheet: 'Parcels' },
      ).toBuffer();
    const badFile = path.join(dir, 'one-bad-row.xlsx');
    const goodFile = path.join(dir, 'good.xlsx');
    writeFileSync(badFile, await sheet([good[0]!, bad, good[1]!]));
    writeFileSync(goodFile, await sheet(good));

    await page.goto('/dashboard/parcelimport');
    await page.locator('input[type="file"]').setInputFiles(badFile);
    const report = page.getByTestId('import-report');
    await expect(report).toContainText(fill(p('import.hasErrors'), { bad: 1, total: 3 }));
    // Row 3 of the sheet (the header is row 1) is the bad one.
    const errors = page.getByTestId('import-errors');
    await expect(errors.locator('tbody tr.ant-table-row').first()).toContainText('3');
    await expect(errors).toContainText('Z-9999');
    await expect(page.getByTestId('import-save')).toHaveCount(0);

    await page.locator('input[type="file"]').setInputFiles(goodFile);
    await expect(report).toContainText(fill(p('import.allGood'), { total: 2 }));
    await page.getByTestId('import-save').click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
  });

  test('overdue, overtime requests, search, activity log and settings open with their data', async ({
    page,
  }) => {
    await page.goto('/dashboard/parceloverdue');
    await expect(page.getByTestId('overdue-table').locator('tr.ant-table-row').first()).toBeVisible();
    // Return to sender asks for a reason with the caret already in its field; Escape leaves it.
    await page.getByTestId('overdue-table').locator('tr.ant-table-row').first().getByRole('checkbox').check();
    await page.getByTestId('bulk-return').click();
    await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('tab', { name: new RegExp(p('overtime.tab')) }).click();
    await expect(page.getByTestId('overtime-table')).toContainText(UNIT);

    await page.goto('/dashboard/parcelsearch');
    await page.getByRole('searchbox', { name: p('search.label') }).fill(UNIT);
    await expect(page.getByTestId('search-table').locator('tr.ant-table-row').first()).toContainText(UNIT);

    await page.goto('/dashboard/parcel?view=activity');
    await expect(page.locator('h1')).toHaveText(p('menu.activity'));
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

    await page.goto('/dashboard/parcelSettings');
    await expect(page.getByLabel(p('settings.overdueDays'))).toHaveValue('7');
  });
});

/**
 * The desk's main screens for a person to look at, at desktop and phone widths, in Thai and in
 * Arabic (right to left), under e2e/.artifacts/screens. Assertions only make sure each is up.
 */
const SCREENS = path.resolve(import.meta.dirname, '.artifacts/screens');
for (const lang of ['th', 'ar'] as const) {
  for (const width of [1440, 390] as const) {
    test.describe(`parcel screens in ${lang} at ${width}px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
      test.beforeEach(async ({ page, request }) => {
        test.setTimeout(90_000);
        mkdirSync(SCREENS, { recursive: true });
        await setPreferences(request, USERS.pmc, { lang, community: COMMUNITY });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      });
      test.afterAll(async ({ request }) => {
        await setPreferences(request, USERS.pmc, { lang: 'th' });
      });

      test('list, new parcel, print, report', async ({ page }) => {
        await signInToDashboard(page, USERS.pmc);
        const shot = (name: string) =>
          page.screenshot({
            path: path.join(SCREENS, `parcel-${name}-${lang}-${width}.png`),
            fullPage: true,
          });
        await page.goto('/dashboard/parcel');
        await expect(page.getByTestId('parcel-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByTestId('tab-count-all')).not.toHaveText('0');
        await shot('list');
        await page.goto('/dashboard/newparcel');
        await expect(page.getByTestId('next-no')).toBeVisible();
        await shot('new');
        // Slips of seven waiting parcels chosen in the list: two A4 sheets at six per sheet.
        await page.goto('/dashboard/parcel?tab=waiting');
        const boxes = page.getByTestId('parcel-table').locator('tr.ant-table-row .ant-checkbox');
        await expect(boxes.first()).toBeVisible({ timeout: 20_000 });
        for (let i = 0; i < 7; i++) await boxes.nth(i).click();
        await page.getByTestId('bulk-print').click();
        await expect(page.getByTestId('slip')).toHaveCount(7);
        await expect(page.locator('.parcel-slip__qr')).toHaveCount(7);
        await shot('print');
        await page.goto('/dashboard/parcelreport');
        await expect(page.locator('.cc-bar-chart svg')).toBeVisible();
        await shot('report');
      });
    });
  }
}
