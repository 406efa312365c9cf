import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';
import { setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { writeQrVideo } from './support/fake-camera';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * The gate's check-in desk in Chromium: a walk-in car checked in with the keyboard alone prints
 * its 80 mm slip; a stamp given through the API lowers the fee the desk shows at checkout, and a
 * cash checkout prints the receipt. In the riverside condo, whose demo resident lives in A-0304.
 */
const COMMUNITY = 'riverside-condo';
const UNIT = 'A-0304';
const d = (key: string) => text('features/vms/desk', 'th', key);
const unique = () => Date.now().toString(36).toUpperCase().slice(-5);

async function headersOf(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await tokenFor(request, email)}` };
}

/** window.print only counts: Chromium's dialog would block the run; the page need only ask. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

interface Visit {
  visitID: string;
  slipCode: string;
  vehicleType: string | null;
  checkedInAt: string;
  stamps: number;
}

const totalOf = async (request: APIRequestContext, headers: Record<string, string>, body: object) => {
  const res = await request.post('/api/vms/fee/calculate', {
    headers,
    data: { communityID: COMMUNITY, ...body },
  });
  return ((await res.json()) as { data: { totalSatang: number } }).data.totalSatang;
};

/** A car inside now (demo data) whose fee one more stamp would lower. */
async function carAStampLowers(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(`/api/vms/visitor/inside?communityID=${COMMUNITY}`, { headers });
  const { items } = (await res.json()) as { items: Visit[] };
  for (const v of items.filter((i) => i.vehicleType === 'CAR' && i.stamps < 5)) {
    const now = await totalOf(request, headers, { visitID: v.visitID });
    const stamped = await totalOf(request, headers, {
      vehicleType: 'CAR',
      entry: v.checkedInAt,
      stamps: v.stamps + 1,
    });
    if (stamped < now) return v;
  }
  throw new Error('the demo data has no car inside whose fee a stamp lowers');
}

/**
 * The webcam's picture is fixed when the browser starts, so it shows a slip code no visit can
 * have (the API makes codes of six): the desk reads it and says no visit has it.
 */
const CAMERA_CODE = 'QZQZQZQZ';
const CAMERA_VIDEO = path.join(tmpdir(), `vms-desk-camera-${process.pid}.y4m`);
writeQrVideo(CAMERA_VIDEO, CAMERA_CODE);
// The browser's launch is per worker, so the fake camera is the whole file's (the other tests never open it).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
    ],
  },
});

const baht = (s: string | null) => Number((s ?? '').replace(/[^\d.]/g, ''));

test.describe('the check-in desk', () => {
  // The gate's own role: a guard holds no directory right, so the unit comes from the gate's lookup.
  test.beforeEach(async ({ page, request }) => {
    await setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY });
    await signInToDashboard(page, USERS.guard);
  });

  test('a walk-in car checked in by keyboard only prints its slip', async ({ page }) => {
    const printed = await countPrints(page);
    await page.goto('/dashboard/vms?tab=desk');
    const scan = page.getByTestId('scan-input');
    await expect(scan).toBeFocused();

    const tag = unique();
    const name = `ผู้มาเยือน E2E ${tag}`;
    const plate = `ฎ ${tag}`;
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(d('fields.name'))).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('0812345678');
    await page.keyboard.press('Tab'); // visitor type: a guest by default
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(d('fields.vehicleType'))).toBeFocused();
    await page.keyboard.type(d('vehicleTypes.CAR'));
    await page.keyboard.press('Enter');
    // A vehicle brings the plate fields; the guard tabs on once they show and the list has closed,
    // as a person would.
    await expect(page.getByLabel(d('fields.plate'))).toBeVisible();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(d('fields.plate'))).toBeFocused();
    await page.keyboard.type(plate);
    await page.keyboard.press('Tab');
    await page.keyboard.type('กรุงเทพมหานคร');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(d('fields.unit'))).toBeFocused();
    await page.keyboard.type(UNIT);
    await expect(page.locator('.ant-select-item-option').filter({ hasText: UNIT })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ส่งเอกสาร');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(d('fields.idTypeOptional'))).toBeFocused();
    await page.keyboard.type(d('idTypes.THAI_ID'));
    await page.keyboard.press('Enter');
    // A document type picked, its number is next: the caret moves there on its own.
    await expect(page.getByLabel(d('fields.idNumber'))).toBeFocused();
    await page.keyboard.type('1-1037-02345-67-9');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`V-${tag}`);
    const saved = page.waitForResponse((r) => r.url().includes('/api/vms/visitor/checkin'));
    await page.keyboard.press('Enter');
    const res = await saved;
    expect(res.status()).toBe(200);
    const visit = ((await res.json()) as { data: Visit & { idDocument: { last4: string } } }).data;
    expect(visit.idDocument.last4).toBe('5679');

    // The 80 mm slip: its code as text and as a QR; the print dialog was asked for once.
    const slip = page.getByTestId('entry-slip');
    await expect(slip).toBeVisible();
    await expect(slip.getByTestId('slip-code')).toHaveText(visit.slipCode);
    await expect(slip).toContainText(name);
    await expect(slip).toContainText(plate);
    await expect(slip.locator('img.vms-ticket__qr')).toBeVisible();
    await expect.poll(printed).toBe(1);
    // The form is clear for the next visitor, the caret back in the scan field, the number gone.
    await expect(scan).toBeFocused();
    await expect(page.getByLabel(d('fields.name'))).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('1103702345679');
    // On paper only the ticket: its copy under the body, on its own 80 mm page.
    await page.emulateMedia({ media: 'print' });
    const paper = page.locator('body > .vms-print-sheet');
    await expect(paper).toBeVisible();
    await expect(paper).toContainText(visit.slipCode);
    await expect(scan).toBeHidden();
  });

  test('a walk-in with a face photo goes as multipart, and the visit keeps the photo', async ({ page }) => {
    await page.goto('/dashboard/vms?tab=desk');
    const form = page.getByTestId('walk-in-form');
    const name = `ผู้มาเยือนมีรูป ${unique()}`;
    await form.getByLabel(d('fields.name')).fill(name);
    await form.getByLabel(d('fields.unit')).fill(UNIT);
    await page.locator('.ant-select-item-option').filter({ hasText: UNIT }).click();
    // A real PNG, as a phone's camera would hand the file over.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('walk-in-face-photo')
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
    await expect(form.locator('.vms-photo-input__preview img')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().includes('/api/vms/visitor/checkin'));
    await page.getByTestId('walk-in-submit').click();
    const res = await saved;
    expect(res.status(), await res.text()).toBe(200);
    expect(res.request().headers()['content-type']).toContain('multipart/form-data');
    const visit = ((await res.json()) as { data: { name: string; hasFacePhoto: boolean } }).data;
    expect(visit).toMatchObject({ name, hasFacePhoto: true });
    await expect(page.getByTestId('entry-slip')).toContainText(name);
  });

  test('a stamp lowers the fee at checkout; cash prints the receipt', async ({ page, request }) => {
    const headers = await headersOf(request, USERS.pmc);
    const visit = await carAStampLowers(request, headers);
    const printed = await countPrints(page);
    await page.goto('/dashboard/vms?tab=desk');
    const scan = page.getByTestId('scan-input');
    await expect(scan).toBeFocused();
    // The scanner types the slip's QR and Enter: the checkout opens on its visit.
    await page.keyboard.type(visit.slipCode.toLowerCase());
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('checkout-panel');
    await expect(panel).toContainText(visit.slipCode);
    const total = panel.getByTestId('fee-total');
    await expect(total).not.toHaveText(/^$/);
    const before = baht(await total.textContent());
    expect(before).toBeGreaterThan(0);

    // Staff stamp the visit through the API: the desk hears of it and shows the lower fee.
    const stamped = await request.post('/api/vms/stamp', {
      headers,
      data: { communityID: COMMUNITY, visitID: visit.visitID },
    });
    expect(stamped.status()).toBe(200);
    await expect.poll(async () => baht(await total.textContent())).toBeLessThan(before);
    await expect(panel.getByTestId('stamp-list')).toContainText(`(${visit.stamps + 1})`);

    const left = page.waitForResponse((r) => r.url().includes('/api/vms/visitor/checkout'));
    await panel.getByTestId('checkout-confirm').click();
    const res = await left;
    expect(res.status()).toBe(200);
    const charged = ((await res.json()) as { data: { fee: { totalSatang: number }; paymentMethod: string } })
      .data;
    expect(charged.paymentMethod).toBe('CASH');
    expect(charged.fee.totalSatang).toBeLessThan(before * 100);

    const receipt = page.getByTestId('fee-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(visit.slipCode);
    await expect(receipt).toContainText(d('payment.CASH'));
    expect(baht(await receipt.getByTestId('fee-total').textContent())).toBe(charged.fee.totalSatang / 100);
    await expect.poll(printed).toBe(1);
    await expect(scan).toBeFocused();
  });
});

test.describe('the desk with a webcam instead of a scanner', () => {
  test.beforeEach(async ({ page, request }) => {
    await setPreferences(request, USERS.guard, { lang: 'th', community: COMMUNITY });
    await signInToDashboard(page, USERS.guard);
  });

  test('a code the webcam reads goes the way a typed one does', async ({ page }) => {
    await page.goto('/dashboard/vms?tab=desk');
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/vms/visitor/search') && r.url().includes(`q=${CAMERA_CODE}`),
    );
    await page.getByTestId('webcam-scan').click();
    expect((await searched).status()).toBe(200);
    await expect(page.getByTestId('scan-not-found')).toContainText(CAMERA_CODE);
    // The dialog closed on the code it read, and with it the camera.
    await expect(page.getByTestId('webcam-video')).toHaveCount(0);
  });
});
