import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { tokenFor } from './api';

/** Facility booking's spec helpers: community days, API calls as a demo user, and the calendar drag. */

export const TIME_ZONE = 'Asia/Bangkok';

/** Today (YYYY-MM-DD) on the community's clock, moved by whole days. */
export function communityDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** A community day and clock time (Bangkok, UTC+7 all year) as the instant the API takes. */
export const instantOf = (day: string, clock: string) => new Date(`${day}T${clock}:00+07:00`).toISOString();

export async function apiGet<T>(request: APIRequestContext, email: string, url: string): Promise<T> {
  const res = await request.get(url, {
    headers: { authorization: `Bearer ${await tokenFor(request, email)}` },
  });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiPost(request: APIRequestContext, email: string, url: string, data: unknown) {
  return request.post(url, { headers: { authorization: `Bearer ${await tokenFor(request, email)}` }, data });
}

/** A unit's ID by its number, read through the office's unit list. */
export async function unitIdOf(
  request: APIRequestContext,
  email: string,
  communityID: string,
  unitNo: string,
) {
  const { items } = await apiGet<{ items: { unitID: string; unitNo: string }[] }>(
    request,
    email,
    `/api/community/unit?communityID=${communityID}&q=${encodeURIComponent(unitNo)}&limit=50`,
  );
  const unit = items.find((u) => u.unitNo === unitNo);
  if (!unit) throw new Error(`demo data has no unit ${unitNo}`);
  return unit.unitID;
}

/** A facility's ID by its name (the spec makes its own, named uniquely per run). */
export async function facilityIdOf(
  request: APIRequestContext,
  email: string,
  communityID: string,
  name: string,
) {
  const { items } = await apiGet<{ items: { facilityID: string; name: string }[] }>(
    request,
    email,
    `/api/facility/list?communityID=${communityID}`,
  );
  const facility = items.find((f) => f.name === name);
  if (!facility) throw new Error(`no facility named ${name}`);
  return facility.facilityID;
}

/**
 * Drags down a day's column of the time grid from the top of one slot to the bottom of another,
 * as a person selects slots with the mouse. FullCalendar 7 marks each day's lane with data-date
 * and each slot row with data-time (HH:MM:SS); the lane is the tallest element of its date.
 */
export async function dragOverSlots(page: Page, day: string, fromClock: string, lastClock: string) {
  const cal = page.getByTestId('booking-calendar');
  const from = cal.locator(`[data-time="${fromClock}:00"]`).last();
  const last = cal.locator(`[data-time="${lastClock}:00"]`).last();
  await from.scrollIntoViewIfNeeded();
  const lanes = cal.locator(`[role="cell"][data-date="${day}"]`);
  await expect(lanes.first()).toBeVisible();
  const boxes = await lanes.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, width: r.width, height: r.height };
    }),
  );
  const lane = boxes.reduce((a, b) => (b.height > a.height ? b : a));
  const top = (await from.boundingBox())!;
  const bottom = (await last.boundingBox())!;
  const x = lane.x + lane.width / 2;
  await page.mouse.move(x, top.y + 4);
  await page.mouse.down();
  await page.mouse.move(x, (top.y + bottom.y + bottom.height) / 2, { steps: 8 });
  await page.mouse.move(x, bottom.y + bottom.height - 4, { steps: 8 });
  await page.mouse.up();
}
