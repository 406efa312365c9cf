import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { communityDay, unitIdOf } from './support/facilitybooking';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { PNG, repairForm, repairGet, repairPost } from './support/repair';
import { resumeSession } from './support/sessions';

/**
 * Repair requests in Chromium, in Thai at the riverside condo, as the PMC office, with the demo
 * resident of A-0304 acting through the API as the residents' app does. One request goes from
 * the resident's photo to the review; a demo request is force closed; search, history, Excel,
 * the work order PDF and a refused price-list import use the same data. Steps share the request,
 * so they run in order on one worker.
 */
const r = (key: string) => text('features/repair', 'th', key);
const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
/** Thai text no demo request holds, so a search finds exactly this run's request. */
const MARK = `ฝักบัวหลุด${String(Date.now() % 100_000)
  .split('')
  .map((d) => THAI_DIGITS[Number(d)])
  .join('')}`;
const DESCRIPTION = `${MARK} น้ำหยดตลอดเวลา`;

test.describe.configure({ mode: 'serial' });

let communityID = '';
let unitID = '';
let categoryID = '';
let request = { requestID: '', no: 0, state: '' };
let deskRequestID = '';

type SessionOf = (email: string) => Promise<{ name: string; value: string }[]>;

/** The office's remembered session (taken once per worker, after beforeAll set Thai and the condo). */
async function openAsOffice(page: Page, sessionOf: SessionOf, path: string) {
  await resumeSession(page, await sessionOf(USERS.pmc));
  await page.goto(path);
}

const dialog = (page: Page) => page.getByRole('dialog');

test.beforeAll(async ({ request: api }) => {
  const { condo } = await pmcCommunities(api, USERS.pmc);
  communityID = condo.communityID;
  await setPreferences(api, USERS.pmc, { lang: 'th', community: communityID });
  unitID = await unitIdOf(api, USERS.pmc, communityID, 'A-0304');
  // A category some technician on duty works, so its slots have places.
  const { items: techs } = await repairGet<{ items: { skills: string[]; active: boolean }[] }>(
    api,
    USERS.pmc,
    `/api/repair/setting/technician?communityID=${communityID}`,
  );
  categoryID = techs.find((t) => t.active && t.skills.length)!.skills[0]!;
});

test("a resident's request with a photo appears in the list without a reload", async ({
  page,
  request: api,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard/repair?state=NEW');
  await expect(page.getByRole('heading', { level: 1, name: r('menu.list') })).toBeVisible();
  await expect(page.getByTestId('tab-NEW')).toBeVisible();
  await expect(page.getByTestId('request-table')).toBeVisible();
  request = await repairForm(
    api,
    USERS.resident,
    '/api/repair/resident/request/create',
    { communityID },
    { unitID, categoryID, description: DESCRIPTION, preferredTimes: 'หลัง 17:00', mayEnterWhenAbsent: 'true' },
    1,
  );
  expect(request.state).toBe('NEW');
  // The live socket tells the office at once; without it the list polls every 30 seconds.
  const row = page.getByTestId('request-table').getByRole('row').filter({ hasText: MARK });
  await expect(row).toBeVisible({ timeout: 40_000 });
  await expect(row).toContainText(r('state.NEW'));
  await row.getByRole('link', { name: `#${request.no}` }).click();
  await expect(page).toHaveURL(/\/repair\/detail\?requestID=/);
  await expect(page.getByTestId('description')).toContainText(DESCRIPTION);
  await expect(page.getByTestId('photos').first().locator('img')).toHaveCount(1);
});

test('the office accepts and quotes from the price list; the resident approves', async ({
  page,
  request: api,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, `/dashboard/repair/detail?requestID=${request.requestID}`);
  await page.getByTestId('action-accept').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: r('actions.accept') })
    .click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.ACCEPTED'));

  await page.getByTestId('action-quote').click();
  const quote = dialog(page);
  await quote.getByRole('combobox', { name: r('quote.item') }).click();
  await page.keyboard.press('Enter');
  await quote.getByRole('spinbutton', { name: r('quote.quantity') }).fill('2');
  await expect(quote.getByTestId('quote-total')).not.toContainText('฿0.00');
  const total = (await quote.getByTestId('quote-total').locator('strong').textContent()) ?? '';
  await quote.getByRole('button', { name: r('quote.send') }).click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.QUOTED'));
  await expect(page.getByTestId('quote')).toContainText(total);

  await repairPost(api, USERS.resident, '/api/repair/resident/request/quote/approve', {
    communityID,
    requestID: request.requestID,
  });
  await page.reload();
  await expect(page.getByTestId('request-title')).toContainText(r('state.APPROVED'));
});

test('the office books a slot, notes progress and asks the resident to confirm', async ({
  page,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, `/dashboard/repair/detail?requestID=${request.requestID}`);
  await page.getByTestId('action-schedule').click();
  await dialog(page).getByRole('radio').first().check();
  await dialog(page)
    .getByRole('button', { name: r('actions.schedule') })
    .click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.SCHEDULED'));
  await expect(page.getByTestId('appointment')).toBeVisible();

  await page.getByTestId('action-progress').click();
  await page.locator('#progress_note').fill('เปลี่ยนฝักบัวใหม่แล้ว');
  await dialog(page)
    .getByRole('button', { name: r('common.save') })
    .click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.IN_PROGRESS'));
  await expect(page.getByTestId('timeline')).toContainText('เปลี่ยนฝักบัวใหม่แล้ว');

  await page.getByTestId('action-requestClose').click();
  await page.locator('#close_note').fill('ทดสอบแล้วไม่รั่ว');
  await page.locator('#close_method').click();
  await page.getByTitle(r('method.CASH')).click();
  await dialog(page)
    .getByRole('button', { name: r('actions.requestClose') })
    .click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.CLOSE_REQUESTED'));
  await expect(page.getByTestId('close')).toContainText(r('method.CASH'));
});

test('the resident confirms and gives four stars; the review shows; the work order prints', async ({
  page,
  request: api,
  sessionOf,
}) => {
  await repairPost(api, USERS.resident, '/api/repair/resident/request/close/confirm', {
    communityID,
    requestID: request.requestID,
    fixed: true,
  });
  await repairPost(api, USERS.resident, '/api/repair/resident/request/review', {
    communityID,
    requestID: request.requestID,
    stars: 4,
    comment: 'ช่างมาตรงเวลา',
  });
  await openAsOffice(page, sessionOf, `/dashboard/repair/detail?requestID=${request.requestID}`);
  await expect(page.getByTestId('request-title')).toContainText(r('state.REVIEWED'));
  const review = page.getByTestId('review');
  await expect(review.getByRole('img', { name: r('review.stars').replace('{{stars}}', '4') })).toBeVisible();
  await expect(review).toContainText('ช่างมาตรงเวลา');

  const pdf = page.waitForResponse((res) => res.url().includes('/api/repair/pmc/request/print'));
  await page.getByTestId('print').click();
  const res = await pdf;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
});

test('the office force closes an accepted request with a reason', async ({
  page,
  request: api,
  sessionOf,
}) => {
  const { items } = await repairGet<{ items: { requestID: string; no: number }[] }>(
    api,
    USERS.pmc,
    `/api/repair/pmc/request?communityID=${communityID}&state=ACCEPTED&limit=1`,
  );
  const target = items[0]!;
  await openAsOffice(page, sessionOf, `/dashboard/repair/detail?requestID=${target.requestID}`);
  await page.getByTestId('action-forceClose').click();
  // A reason is required before anything is sent.
  await dialog(page)
    .getByRole('button', { name: r('actions.forceClose') })
    .click();
  await expect(dialog(page).getByText(r('validation.reasonRequired'))).toBeVisible();
  await page.locator('#forceclose_reason').fill('ลูกบ้านย้ายออกแล้ว ติดต่อไม่ได้');
  await dialog(page)
    .getByRole('button', { name: r('actions.forceClose') })
    .click();
  await expect(page.getByTestId('request-title')).toContainText(r('state.FORCE_CLOSED'));
  await expect(page.getByTestId('timeline')).toContainText('ลูกบ้านย้ายออกแล้ว');
});

test('search finds the request by Thai text; the unit history lists it; the list downloads as Excel', async ({
  page,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard/repair/search');
  const box = page.getByRole('searchbox', { name: r('search.label') });
  await box.fill(MARK);
  await box.press('Enter');
  await expect(page.getByTestId('request-table').getByRole('link', { name: `#${request.no}` })).toBeVisible();

  await page.goto('/dashboard/repair/history?unitNo=A-0304');
  await expect(page.getByRole('heading', { level: 1, name: r('menu.history') })).toBeVisible();
  await expect(page.getByTestId('request-table').getByRole('link', { name: `#${request.no}` })).toBeVisible();

  await page.goto('/dashboard/repair?state=CLOSED');
  await expect(page.getByTestId('request-table').getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: r('list.excel') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('a price-list import with a bad row names the row and saves nothing', async ({
  page,
  request: api,
  sessionOf,
}) => {
  const before = await repairGet<{ items: unknown[] }>(
    api,
    USERS.pmc,
    `/api/repair/setting/pricing?communityID=${communityID}`,
  );
  await openAsOffice(page, sessionOf, '/dashboard/repair/preference?tab=pricing');
  await expect(page.getByTestId('pricing-save')).toBeVisible();
  await page.getByRole('button', { name: r('import.button') }).click();
  const sheet = ['Code,Name,Unit,Price (THB)', 'T-01,ล้างแอร์ทดสอบ,เครื่อง,500', 'T-02,,เครื่อง,ห้าร้อย'].join(
    '\r\n',
  );
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${sheet}\r\n`) });
  await expect(page.getByTestId('import-errors')).toBeVisible();
  await expect(dialog(page).getByRole('cell', { name: '3', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('import-save')).toBeDisabled();
  const after = await repairGet<{ items: unknown[] }>(
    api,
    USERS.pmc,
    `/api/repair/setting/pricing?communityID=${communityID}`,
  );
  expect(after.items).toHaveLength(before.items.length);
});

test('the office files a request for a unit at the desk, with a photo', async ({ page, sessionOf }) => {
  await openAsOffice(page, sessionOf, '/dashboard/repair/createnew');
  await expect(page.getByRole('heading', { level: 1, name: r('menu.create') })).toBeVisible();
  // Nothing is sent until the required fields are filled.
  await page.getByRole('button', { name: r('create.submit') }).click();
  await expect(page.getByText(r('validation.unitRequired'))).toBeVisible();
  await page.locator('#create_unitID').fill('A-0304');
  await page.locator('.ant-select-item-option[title="A-0304"]').click();
  await page.locator('#create_categoryID').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.locator('#create_description').fill(`${MARK} ไฟทางเดินดับ`);
  await page.locator('#create_requesterName').fill('สมศรี มาแจ้ง');
  await page.locator('#create_requesterPhone').fill('0812345678');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: r('create.submit') }).click();
  await expect(page).toHaveURL(/\/repair\/detail\?requestID=/);
  await expect(page.getByTestId('description')).toContainText('ไฟทางเดินดับ');
  await expect(page.getByTestId('photos').first().locator('img')).toHaveCount(1);
  await expect(page.getByTestId('request-title')).toContainText(r('state.NEW'));
  deskRequestID = new URL(page.url()).searchParams.get('requestID') ?? '';
});

test('dragging a visit to another slot on the calendar reschedules it', async ({
  page,
  request: api,
  sessionOf,
}) => {
  const base = `communityID=${communityID}&requestID=${deskRequestID}`;
  await repairPost(api, USERS.pmc, '/api/repair/pmc/request/accept', {
    communityID,
    requestID: deskRequestID,
  });
  const { data: detail } = await repairGet<{ data: { no: number; categoryID: string } }>(
    api,
    USERS.pmc,
    `/api/repair/pmc/request/info?${base}`,
  );
  const from = communityDay(1);
  const { items: slots } = await repairGet<{ items: { day: string; startsAt: string; places: number }[] }>(
    api,
    USERS.pmc,
    `/api/repair/pmc/request/schedule/slot?communityID=${communityID}&categoryID=${detail.categoryID}&from=${from}&to=${communityDay(14)}`,
  );
  // A day with two open slots: the visit is booked in the first and dragged to the second.
  const open = slots.filter((s) => s.places > 0);
  const day = open.find((s) => open.filter((o) => o.day === s.day).length >= 2)!.day;
  const [first, second] = open.filter((s) => s.day === day);
  await repairPost(api, USERS.pmc, '/api/repair/pmc/request/schedule', {
    communityID,
    requestID: deskRequestID,
    startsAt: first!.startsAt,
  });

  await openAsOffice(page, sessionOf, '/dashboard/repair/appointment');
  const cal = page.getByTestId('appointment-calendar');
  await expect(cal).toBeVisible();
  while ((await cal.locator(`[role="cell"][data-date="${day}"]`).count()) === 0)
    await page.getByRole('button', { name: r('appointments.next') }).click();
  const visit = cal.getByText(`#${detail.no} `).first();
  await expect(visit).toBeVisible();
  const clockOf = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Bangkok',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  // Both ends are read from the grid's rows, so however FullCalendar lays them out, the drag moves
  // by exactly the time between the two slots; the visit's column gives the x.
  const row = (iso: string) => cal.locator(`[data-time="${clockOf(iso)}:00"]`).last();
  await row(first!.startsAt).scrollIntoViewIfNeeded();
  const x = ((b) => b.x + b.width / 2)((await visit.boundingBox())!);
  const centre = async (iso: string) => ((b) => b.y + b.height / 2)((await row(iso).boundingBox())!);
  const fromY = await centre(first!.startsAt);
  const toY = await centre(second!.startsAt);
  const moved = page.waitForRequest(
    (q) => q.url().includes('/api/repair/pmc/request/schedule') && q.method() === 'POST',
  );
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  await page.mouse.move(x, toY, { steps: 12 });
  await page.mouse.up();
  const sent = (await moved).postDataJSON() as { startsAt: string };
  expect(Date.parse(sent.startsAt)).toBe(Date.parse(second!.startsAt));
  await expect(page.getByText(r('saved.schedule'))).toBeVisible();
  const { data: after } = await repairGet<{ data: { appointment: { startsAt: string } } }>(
    api,
    USERS.pmc,
    `/api/repair/pmc/request/info?${base}`,
  );
  expect(Date.parse(after.appointment.startsAt)).toBe(Date.parse(second!.startsAt));
});

test('the dashboard card has the figures; on a phone the list and detail do not scroll sideways', async ({
  page,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard');
  const card = page.getByTestId('repair-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText(r('summary.waiting'));
  await expect(card).toContainText(r('summary.breached'));

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/dashboard/repair', `/dashboard/repair/detail?requestID=${request.requestID}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .ant-skeleton')).toHaveCount(0);
    // Tables scroll inside their own box; the page itself stays the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
