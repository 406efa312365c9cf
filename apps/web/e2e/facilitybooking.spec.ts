import { readSheet } from 'read-excel-file/node';
import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { apiGet, apiPost, communityDay, dragOverSlots, instantOf, unitIdOf } from './support/facilitybooking';
import { expect, type Page, test } from './support/fixtures';
import { liveGreeting } from './support/issues';
import { text } from './support/locales';
import { resumeSession } from './support/sessions';

/**
 * Facility booking in Chromium, in Thai at the riverside condo, as the PMC office. The spec makes
 * its own facility (one booking at a time, two per unit a day) and books it a week ahead, so it
 * never depends on the clock's hour; the approval and no-show steps use the demo bookings (a
 * meeting room that needs approval, past confirmed bookings). The office starts from its
 * remembered session (the sign-in form has its own spec), and each test stays on the page it
 * opened for all its steps. The tests share the facility, so they run in order on one worker.
 */
const f = (key: string) => text('features/facilitybooking', 'th', key);
const NAME = `ห้องทดสอบ ${Date.now().toString(36)}`;
/** A day a week ahead: bookable whatever the hour, and inside the facility's 30 days. */
const DAY = communityDay(7);
const THAI = /[\u0E00-\u0E7F]/;

test.describe.configure({ mode: 'serial' });

let communityID = '';
let facilityID = '';

type SessionOf = (email: string) => Promise<{ name: string; value: string }[]>;

/** The office's remembered session (taken once per worker, after beforeAll set Thai and the condo). */
async function openAsOffice(page: Page, sessionOf: SessionOf, path: string) {
  await resumeSession(page, await sessionOf(USERS.pmc));
  await page.goto(path);
}

/** Picks A-0101 in the booking dialog's unit field, typed ahead (one search, not one a key). */
async function chooseUnit(page: Page) {
  const unit = page.getByRole('dialog').getByLabel(f('book.unit'));
  await unit.click();
  await unit.fill('A-0101');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^A-0101$/ })
    .click();
}

test.beforeAll(async ({ request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
});

test('the office adds a facility with its hours and a limit of two a day per unit; a weekly maintenance event blocks its slots', async ({
  page,
  request,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard/facilitybooking/add');
  await expect(page.getByRole('heading', { level: 1, name: f('menu.add') })).toBeVisible();
  await page.locator('#facility_name').fill(NAME);
  // The community's defaults may make a new facility whole-day; this one has hour slots.
  const wholeDay = page.locator('#facility_wholeDay');
  if (await wholeDay.isChecked()) await wholeDay.click();
  await page.locator('#facility_slotMinutes').fill('60');
  await page.locator('#facility_capacity').fill('1');
  await page.locator('#facility_maxPeople').fill('4');
  await page.locator('#facility_perDay').fill('2');
  await page.locator('#facility_advanceDays').fill('30');
  // A blank name is refused in the contract's words before anything is sent.
  await page.locator('#facility_name').fill('');
  await page.getByRole('button', { name: f('form.create'), exact: true }).click();
  await expect(page.getByText(f('validation.nameRequired'))).toBeVisible();
  await page.locator('#facility_name').fill(NAME);
  await page.getByRole('button', { name: f('form.create'), exact: true }).click();

  await expect(page).toHaveURL(/\/facilitybooking\/management\/detail\?facilityID=/);
  facilityID = new URL(page.url()).searchParams.get('facilityID') ?? '';
  await expect(page.getByTestId('facility-title')).toContainText(NAME);
  const facts = page.getByTestId('facility-facts');
  await expect(facts).toContainText(f('card.exclusive'));
  await expect(facts).toContainText('08:00–20:00');

  // The facility's page the form landed on is where its events are added.
  await page.getByRole('button', { name: f('events.add') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#event_title').fill('ล้างทำความสะอาด');
  await dialog.locator('#event_date').fill(DAY);
  await dialog.locator('#event_date').press('Enter');
  await dialog.locator('#event_startTime').fill('17:00');
  await dialog.locator('#event_startTime').press('Enter');
  await dialog.locator('#event_endTime').fill('19:00');
  await dialog.locator('#event_endTime').press('Enter');
  await dialog.getByText(f('repeat.WEEKLY'), { exact: true }).click();
  await dialog.getByRole('button', { name: f('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('event-table').getByRole('cell', { name: 'ล้างทำความสะอาด' })).toBeVisible();

  // Its slots that day and a week later are blocked by the event.
  for (const day of [DAY, communityDay(14)]) {
    const { items } = await apiGet<{ items: { startsAt: string; blockedBy: string | null }[] }>(
      request,
      USERS.pmc,
      `/api/facility/booking/slot?communityID=${communityID}&facilityID=${facilityID}&from=${day}&to=${day}`,
    );
    const at = (clock: string) => items.find((s) => s.startsAt === instantOf(day, clock));
    expect(at('17:00')?.blockedBy).toBe('EVENT');
    expect(at('18:00')?.blockedBy).toBe('EVENT');
    expect(at('16:00')?.blockedBy).not.toBe('EVENT');
  }
});

test("on the calendar: two dragged slots book for A-0101, a third that day is refused in Thai; a resident's booking appears without a reload", async ({
  page,
  request,
  sessionOf,
}) => {
  const greeted = liveGreeting(page);
  await openAsOffice(page, sessionOf, `/dashboard/facilitybooking/booking?facilityID=${facilityID}`);
  const cal = page.getByTestId('booking-calendar');
  await expect(cal).toBeVisible();
  await expect(page.getByTestId('calendar-title')).toContainText('25'); // a Buddhist-era year (25xx)
  // Week view, moved on to the week holding DAY.
  while ((await cal.locator(`[role="cell"][data-date="${DAY}"]`).count()) === 0)
    await page.getByRole('button', { name: f('calendar.next') }).click();

  await dragOverSlots(page, DAY, '09:00', '10:00');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('book-slots').locator('li')).toHaveCount(2);
  await chooseUnit(page);
  await dialog.getByRole('button', { name: /จอง 2 รอบ/ }).click();
  await expect(dialog).toBeHidden();
  await expect(cal.getByText(`A-0101 · ${NAME}`)).toHaveCount(2);

  await dragOverSlots(page, DAY, '13:00', '13:00');
  await expect(dialog.getByTestId('book-slots').locator('li')).toHaveCount(1);
  await chooseUnit(page);
  await dialog.getByRole('button', { name: /จอง 1 รอบ/ }).click();
  // The server's own refusal, in Thai, naming the unit and the facility; the dialog stays open.
  const refusal = dialog.getByTestId('book-refusal');
  await expect(refusal).toContainText('A-0101');
  await expect(refusal).toContainText(NAME);
  await expect(refusal).toHaveText(THAI);
  await dialog.getByRole('button', { name: f('common.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(cal.getByText(`A-0101 · ${NAME}`)).toHaveCount(2);

  // The resident books from the app while this calendar stays open. The page's live socket is
  // listening first; with it up the page never polls (and polls only every 30 seconds without
  // it), so the booking showing within the default 10 seconds is the socket's doing.
  await greeted;
  const unitID = await unitIdOf(request, USERS.pmc, communityID, 'A-0304');
  const res = await apiPost(request, USERS.resident, '/api/facility/booking', {
    communityID,
    facilityID,
    unitID,
    startsAt: instantOf(DAY, '15:00'),
    people: 2,
  });
  expect(res.ok(), await res.text()).toBe(true);
  await expect(cal.getByText(`A-0304 · ${NAME}`)).toBeVisible();
});

test('the office approves a booking waiting for approval; the day sheet prints on its own and the bookings download as Excel', async ({
  page,
  sessionOf,
}) => {
  await openAsOffice(page, sessionOf, '/dashboard/facilitybooking/management?tab=pending');
  const table = page.getByTestId('booking-table');
  const approve = page.getByRole('button', { name: f('actions.approve'), exact: true });
  // The demo meeting room's bookings wait for approval.
  const row = table.locator('tbody tr').filter({ has: approve }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: f('actions.approve'), exact: true }).click();
  await expect(page.getByText(f('actions.approved'), { exact: true })).toBeVisible();

  // Every booking of the spec's facility, chosen in the page's own filters.
  await page.getByRole('tab', { name: f('list.all') }).click();
  await page.getByRole('combobox', { name: f('booking.facility') }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`facilityID=${facilityID}`));
  await expect(table.getByRole('row').filter({ hasText: NAME })).toHaveCount(3);

  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await page.getByRole('button', { name: f('daySheet.button') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(f('daySheet.day')).fill(DAY);
  await dialog.getByLabel(f('daySheet.day')).press('Enter');
  const sheet = page.getByTestId('day-sheet');
  await expect(sheet).toContainText(NAME);
  await expect(sheet.getByRole('cell', { name: 'A-0101' })).toHaveCount(2);
  await expect(sheet.getByRole('cell', { name: 'A-0304' })).toHaveCount(1);
  await dialog.getByRole('button', { name: f('daySheet.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  // On paper only the sheet shows: the shell and the dialog's controls stay off it.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('header.shell__topbar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The workbook holds what the filters select: the facility's three bookings, by unit.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: f('list.excel') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const rows = await readSheet(await file.path());
  const units = rows
    .filter((r) => r[0] === NAME)
    .map((r) => r[1])
    .sort();
  expect(units).toEqual(['A-0101', 'A-0101', 'A-0304']);
});

test('the office marks a past confirmed booking a no-show, after a confirm', async ({ page, sessionOf }) => {
  const from = communityDay(-14);
  const to = communityDay(-1);
  await openAsOffice(
    page,
    sessionOf,
    `/dashboard/facilitybooking/management?state=CONFIRMED&from=${from}&to=${to}`,
  );
  const row = page
    .getByTestId('booking-table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: f('actions.noShow') }) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: f('actions.noShow') }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: f('actions.noShow') })).toHaveClass(/ant-btn-dangerous/);
  await confirm.getByRole('button', { name: f('actions.noShow') }).click();
  await expect(page.getByText(f('actions.markedNoShow'))).toBeVisible();
});
