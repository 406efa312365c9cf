import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * A guest pass at the desk, as a handheld scanner gives it: the token typed in one go and Enter.
 * The guest is checked in, the visit shown and its slip printed; the same pass again is refused
 * in the API's words. In the riverside condo, for its demo unit A-0304.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';
const d = (key: string) => text('features/vms/desk', 'th', key);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/** A one-entry pass for the unit, valid from a minute ago for two hours, made by the office. */
async function newPass(request: APIRequestContext, guestName: string) {
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.pmc)}` };
  const units = await request.get(`/api/vms/unit/lookup?communityID=${COMMUNITY}&q=${UNIT}`, { headers });
  expect(units.status()).toBe(200);
  const unit = ((await units.json()) as { items: { unitID: string; unitNo: string }[] }).items.find(
    (u) => u.unitNo === UNIT,
  )!;
  const now = Date.now();
  const res = await request.post('/api/vms/preregister', {
    headers,
    data: {
      communityID: COMMUNITY,
      unitID: unit.unitID,
      guestName,
      validFrom: new Date(now - 60_000).toISOString(),
      validTo: new Date(now + 2 * 3_600_000).toISOString(),
      entries: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

test.describe('a guest pass at the desk', () => {
  test.beforeEach(async ({ page, request }) => {
    await setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY });
    await signInToDashboard(page, USERS.guard);
  });

  test('a scanned pass checks its guest in and prints the slip; the same pass again is refused', async ({
    page,
    request,
  }) => {
    const guest = `แขกบัตรผ่าน ${unique()}`;
    const token = await newPass(request, guest);
    const printed = await countPrints(page);
    await page.goto('/dashboard/vms?tab=desk');
    const scan = page.getByTestId('scan-input');
    await expect(scan).toBeFocused();

    // A scanner types the whole code at once, then Enter.
    const made = page.waitForResponse((r) => r.url().includes('/api/vms/visitor/checkin'));
    await page.keyboard.insertText(token);
    await page.keyboard.press('Enter');
    const res = await made;
    expect(res.status()).toBe(200);
    const visit = ((await res.json()) as { data: { slipCode: string; passID: string | null } }).data;
    expect(visit.passID).toBeTruthy();

    const shown = page.getByTestId('pass-visit');
    await expect(shown).toContainText(guest);
    await expect(shown).toContainText(UNIT);
    await expect(shown).toContainText(d('pass.byPass'));
    const slip = page.getByTestId('entry-slip');
    await expect(slip.getByTestId('slip-code')).toHaveText(visit.slipCode);
    await expect(slip).toContainText(guest);
    await expect.poll(printed).toBe(1);
    await expect(scan).toBeFocused();

    // The pass had one entry: scanned again, the API refuses it and the desk says why.
    const again = page.waitForResponse((r) => r.url().includes('/api/vms/visitor/checkin'));
    await page.keyboard.insertText(token);
    await page.keyboard.press('Enter');
    const refusal = await again;
    expect(refusal.status()).toBeGreaterThanOrEqual(400);
    expect(refusal.status()).toBeLessThan(500);
    const body = (await refusal.json()) as { errorMessage?: string; message?: string };
    const words = body.errorMessage ?? body.message ?? '';
    expect(words).not.toBe('');
    const refused = page.getByTestId('scan-refused');
    await expect(refused).toContainText(words);
    await expect(page.getByTestId('pass-visit')).toHaveCount(0);
    expect(await printed()).toBe(1);
  });
});
