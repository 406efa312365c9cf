import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import {
  apiGet,
  apiPost,
  communityDay,
  dragOverSlots,
  facilityIdOf,
  instantOf,
  unitIdOf,
} from './support/facilitybooking';
import { expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Facility booking in Chromium, in Thai at the riverside condo, as the PMC office. The spec makes
 * its own facility (one booking at a time, two per unit a day) and books it a week ahead, so it
 * never depends on the clock's hour; the approval, no-show, day sheet and Excel steps use the
 * demo bookings (a meeting room that needs approval, past confirmed bookings, the Fitness room).
 * The steps share the facility, so they run in order on one worker.
 */
const f = (key: string) => text('features/facilitybooking', 'th', key);
const NAME = `ห้องทดสอบ ${Date.now().toString(36)}`;
/** A day a week ahead: bookable whatever the hour, and inside the facility's 30 days. */
const DAY = communityDay(7);

test.describe.configure({ mode: 'serial' });

let communityID = '';

async function openAsOffice(page: Page, path: string) {
  await signInToDashboard(page, USERS.pmc);
  await page.goto(path);
}

/** The calendar of the spec's facility, in week view, moved on to the week holding DAY. */
async function openWeekOfDay(page: Page, facilityID: string) {
  await openAsOffice(page, `/dashboard/facilitybooking/booking?facilityID=${facilityID}`);
  const cal = page.getByTestId('booking-calendar');
  await expect(cal).toBeVisible();
  while ((await cal.locator(`[role="cell"][data-date="${DAY}"]`).count()) === 0)
    await page.getByRole('button', { name: f('calendar.next') }).click();
}

test.beforeAll(async ({ request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
});

test('the office adds a facility with its hours and a limit of two a day per unit', async ({ page }) => {
  await openAsOffice(page, '/dashboard/facilitybooking/add');
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
  await expect(page.getByTestId('facility-title')).toContainText(NAME);
  const facts = page.getByTestId('facility-facts');
  await expect(facts).toContainText(f('card.exclusive'));
  await expect(facts).toContainText('08:00–20:00');
});

test('dragging over two slots books them for A-0101; a third the same day is refused by the limit', async ({
  page,
  request,
}) => {
  const facilityID = await facilityIdOf(request, USERS.pmc, communityID, NAME);
  await openWeekOfDay(page, facilityID);
  await expect(page.getByTestId('calendar-title')).toContainText('25'); // a Buddhist-era year (25xx)

  await dragOverSlots(page, DAY, '09:00', '10:00');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('book-slots').locator('li')).toHaveCount(2);
  await dialog.getByLabel(f('book.unit')).click();
  await page.keyboard.type('A-0101');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^A-0101$/ })
    .click();
  await dialog.getByRole('button', { name: /จอง 2 รอบ/ }).click();
  await expect(dialog).toBeHidden();
  const cal = page.getByTestId('booking-calendar');
  await expect(cal.getByText(`A-0101 · ${NAME}`)).toHaveCount(2);

  await dragOverSlots(page, DAY, '13:00', '13:00');
  await expect(dialog.getByTestId('book-slots').locator('li')).toHaveCount(1);
  await dialog.getByLabel(f('book.unit')).click();
  await page.keyboard.type('A-0101');
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^A-0101$/ })
    .click();
  await dialog.getByRole('button', { name: /จอง 1 รอบ/ }).click();
  // The server's own refusal, already in Thai; the dialog stays open with it.
  const refusal = dialog.getByTestId('book-refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText('');
  await dialog.getByRole('button', { name: f('common.cancel') }).click();
  await expect(cal.getByText(`A-0101 · ${NAME}`)).toHaveCount(2);
});

test("a resident's booking from the app appears on the open calendar without a reload", async ({
  page,
  request,
}) => {
  const facilityID = await facilityIdOf(request, USERS.pmc, communityID, NAME);
  await openWeekOfDay(page, facilityID);
  const unitID = await unitIdOf(request, USERS.pmc, communityID, 'A-0304');
  const res = await apiPost(request, USERS.resident, '/api/facility/booking', {
    communityID,
    facilityID,
    unitID,
    startsAt: instantOf(DAY, '15:00'),
    people: 2,
  });
  expect(res.ok(), await res.text()).toBe(true);
  // The live socket tells the office at once; without it the page polls every 30 seconds.
  await expect(page.getByTestId('booking-calendar').getByText(`A-0304 · ${NAME}`)).toBeVisible({
    timeout: 40_000,
  });
});

test('a weekly maintenance event blocks its slots', async ({ page, request }) => {
  const facilityID = await facilityIdOf(request, USERS.pmc, communityID, NAME);
  await openAsOffice(page, `/dashboard/facilitybooking/management/detail?facilityID=${facilityID}`);
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

test('the office approves a booking waiting for approval (demo meeting room)', async ({ page }) => {
  await openAsOffice(page, '/dashboard/facilitybooking/management?tab=pending');
  const table = page.getByTestId('booking-table');
  const row = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: f('actions.approve'), exact: true }) })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: f('actions.approve'), exact: true }).click();
  await expect(page.getByText(f('actions.approved'), { exact: true })).toBeVisible();
});

test('the office marks a past confirmed booking a no-show, after a confirm', async ({ page }) => {
  const from = communityDay(-14);
  const to = communityDay(-1);
  await openAsOffice(page, `/dashboard/facilitybooking/management?state=CONFIRMED&from=${from}&to=${to}`);
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

test('the day sheet prints on its own and the bookings download as Excel', async ({ page, request }) => {
  const facilityID = await facilityIdOf(request, USERS.pmc, communityID, NAME);
  await openAsOffice(page, `/dashboard/facilitybooking/management?facilityID=${facilityID}`);
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
  await dialog.getByRole('button', { name: f('daySheet.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  // On paper only the sheet shows: the shell and the dialog's controls stay off it.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.locator('header.shell__topbar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: f('list.excel') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});
