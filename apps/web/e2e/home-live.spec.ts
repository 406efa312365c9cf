import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { signInToDashboard } from './support/session';

/**
 * The landing, live and arranged: a parcel received elsewhere raises the waiting card within
 * two seconds without a reload; cards moved by keyboard keep their order after a reload. The
 * riverside condo's demo data is shared, so nothing here depends on a count another spec moves.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';

async function bearer(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await tokenFor(request, email)}` };
}

/** Receives a parcel through the API, as the desk in another tab would. */
async function receiveElsewhere(request: APIRequestContext) {
  const headers = await bearer(request, USERS.pmc);
  const found = await request.get(`/api/parcel/recipient?communityID=${COMMUNITY}&q=${UNIT}`, { headers });
  const unit = ((await found.json()) as { items: { unitID: string; unitNo: string }[] }).items.find(
    (u) => u.unitNo === UNIT,
  )!;
  const res = await request.post('/api/parcel/pmc', {
    headers,
    data: {
      communityID: COMMUNITY,
      trackingNo: `E2EHOME${Date.now().toString(36).toUpperCase()}`,
      carrier: 'Kerry Express',
      type: 'BOX',
      unitID: unit.unitID,
      recipientName: 'Home Live',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Resolves once the tab's live socket says it is connected (it relays `changed` events). */
const liveSocketUp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const on = (e: Event) => {
          if ((e as CustomEvent<{ connected: boolean }>).detail?.connected) {
            window.removeEventListener('cc:live-status', on);
            resolve();
          }
        };
        window.addEventListener('cc:live-status', on);
        window.dispatchEvent(new Event('cc:live-status-request'));
      }),
  );

const cardOrder = (page: Page) =>
  page
    .getByTestId('feature-cards')
    .locator('[data-card]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

async function resetLayout(request: APIRequestContext, email: string) {
  const res = await request.put('/api/home/layout', {
    headers: await bearer(request, email),
    data: { communityID: COMMUNITY, order: [], hidden: [] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a parcel received in another tab raises the waiting card within 2 s, without a reload', async ({
  page,
  request,
}) => {
  await setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY });
  await signInToDashboard(page, USERS.pmc);
  const waiting = page.getByTestId('card-waiting');
  await expect(waiting).toHaveText(/^\d+$/);
  await expect(page.getByTestId('needs-now')).toBeVisible();
  await liveSocketUp(page);
  await page.evaluate(() => {
    (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
  });

  const refetched = page.waitForResponse((r) => r.url().includes('/api/parcel/summary'));
  await receiveElsewhere(request);
  const received = Date.now();
  // The card reads its figure again on the `changed` event; what it reads holds the new parcel.
  const fresh = ((await (await refetched).json()) as { data: { waiting: number } }).data.waiting;
  await expect(waiting).toHaveText(String(fresh), { timeout: Math.max(1, 2_000 - (Date.now() - received)) });
  expect(Date.now() - received).toBeLessThanOrEqual(2_000);
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
  // The sidebar's badge and "Needs you now" count the waiting parcels too.
  await expect(page.getByTestId('sidebar-badge-parcel')).toBeVisible();
  await expect(page.getByTestId('need-parcel-waiting')).toBeVisible();
});

test('cards reordered by keyboard keep their order after a reload', async ({ page, request }) => {
  const who = USERS.committee;
  await setPreferences(request, who, { lang: 'en', community: COMMUNITY });
  await resetLayout(request, who);
  try {
    await signInToDashboard(page, who);
    await expect(page.getByTestId('feature-cards').locator('[data-card]').nth(1)).toBeVisible();
    const before = await cardOrder(page);
    await page.getByTestId('arrange-cards').focus();
    await page.keyboard.press('Enter');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/home/layout') && r.request().method() === 'PUT',
    );
    await page.getByTestId(`move-down-${before[0]}`).focus();
    await page.keyboard.press('Enter');
    expect((await saved).ok()).toBe(true);
    const moved = [before[1], before[0], ...before.slice(2)];
    await expect.poll(() => cardOrder(page)).toEqual(moved);
    // Focus stays on the moved card's button, so the next press moves it on.
    await expect(page.getByTestId(`move-down-${before[0]}`)).toBeFocused();
    await expect(page.getByTestId('arrange-status')).toContainText('2');

    await page.reload();
    await expect(page.getByTestId('feature-cards').locator('[data-card]').nth(1)).toBeVisible();
    await expect.poll(() => cardOrder(page)).toEqual(moved);
  } finally {
    await resetLayout(request, who);
  }
});
