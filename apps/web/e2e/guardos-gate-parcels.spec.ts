import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, type Page, test } from './support/fixtures';
import { signInToDashboard } from './support/session';

/**
 * The gate's parcels in GuardOS: handed over from the console, the guard switches the gate to
 * Parcels, types a tracking number, picks the unit's resident by typing and a carrier, saves,
 * and sees the number the server gave, which also heads the day's waiting list. The demo
 * resident (สุดา มีสุข) lives in A-0304 of the riverside condo.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';
const RESIDENT = 'สุดา มีสุข';

const th = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../guard/src/i18n/locales/th.json'), 'utf8'),
) as { parcels: Record<string, string> };
const g = (key: string, vars: Record<string, string | number> = {}) =>
  th.parcels[key]!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

/** Opens GuardOS from the console's app picker as the guard; answers the app's page. */
async function openFromConsole(page: Page): Promise<Page> {
  await signInToDashboard(page, USERS.guard);
  const popup = page.waitForEvent('popup');
  await page.getByTestId('app-picker').click();
  await page.getByRole('button', { name: /GuardOS/ }).click();
  return popup;
}

/**
 * Picks an option of an antd Select by typing, and checks the field shows it: on a loaded machine
 * a click can land while the list is still being placed and pick nothing, so it is tried again.
 */
async function pick(app: Page, field: Locator, typed: string, option: string) {
  const select = app.locator('.ant-select').filter({ has: field });
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await field.fill(typed);
      await app
        .locator('.ant-select-item-option')
        .filter({ hasText: option })
        .first()
        .click({ timeout: 3_000 });
    }
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

// Parcels are online only, so the app's worker has nothing to add here; and a fresh phone's app
// reloads itself once its new worker takes over, which would wipe a half-typed form mid-test.
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ request }) => {
  await setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY });
});

test('the guard receives a parcel by typing and sees the number the server gave', async ({
  page,
  request,
}) => {
  const app = await openFromConsole(page);
  await app.getByTestId('gate-part').getByText(g('parcelsPart')).click();
  await expect(app.getByTestId('parcel-tracking')).toBeVisible();

  const trackingNo = `GOS${Date.now().toString(36).toUpperCase()}`;
  await app.getByTestId('parcel-tracking').fill(trackingNo);
  await pick(app, app.getByLabel(g('recipient'), { exact: true }), UNIT, RESIDENT);
  await pick(app, app.getByLabel(g('carrier'), { exact: true }), 'Kerry', 'Kerry Express');
  await expect(app.getByTestId('parcel-save')).toBeEnabled();

  const saved = app.waitForResponse(
    (r) => r.url().includes('/api/parcel/pmc') && r.request().method() === 'POST',
  );
  await app.getByTestId('parcel-save').click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  const { no } = ((await response.json()) as { data: { no: number } }).data;

  // The number to write on the box, and the day's waiting list now holds it.
  await expect(app.getByTestId('parcel-received')).toContainText(g('received', { no }));
  await expect(app.getByTestId('parcel-waiting')).toContainText(g('noValue', { no }));
  await expect(app.getByTestId('parcel-tracking')).toHaveValue('');

  // The server holds it for the unit, received by the guard.
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.pmc)}` };
  const found = await request.get(
    `/api/parcel/search?communityID=${COMMUNITY}&q=${encodeURIComponent(trackingNo)}`,
    { headers },
  );
  const { items } = (await found.json()) as { items: { no: number; unitNo: string; status: string }[] };
  expect(items).toEqual([expect.objectContaining({ no, unitNo: UNIT, status: 'WAITING' })]);
});
