import { setPreferences, tokenFor } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Parking coupons in Chromium, in the riverside condo: a batch ordered through the API is asked
 * for payment in the console, its slip comes through the API, the office approves it beside the
 * slip, prints the A4 sheet, a coupon is used at a checkout through the API, and the console's
 * batch report shows it used.
 */
const COMMUNITY = 'riverside-condo';
const c = (key: string, lang = 'th') => text('features/vms/coupons', lang, key);
/** A small real PNG drawn like a bank slip: the drawer shows it as the slip. */
const SLIP = Buffer.from(
  [
    'iVBORw0KGgoAAAANSUhEUgAAALQAAAEsCAIAAADl7Q7/AAACVklEQVR42u3aSw3AIBRFwSesSmoBA9RINaGJFQZo0iaE/ubk',
    'KiCzeiFiS2b9eQKDw+AwOAwOg8PgMDgMDoPD4DCDw+AwOAwOg8PgMDgMDoPD4DCDw+AwOAwOg8PgMDgMDoPD4DCDw+AwOAwO',
    'g8PgMDgMDvvMqnQQHIJDcAgOwSE4BIfgEByCQ3BIcAgOwSE4BIfgEByCQ3AIjqstenZwCA7BITgEh+AQHHDAAQccLqSCQ3AI',
    'DsEhOASH4BAcgkNwSHAIDsEhOASH4BAcgkNwCA5pII6sc8EhOOCAAw444IADDjjggAMOOOCAw4VUcAgOwSE4BIcEh+AQHIJD',
    'cAgOwSE4BIfgkOAQHIJDcAgOwSE4BIfgEByCQ4JDcAgOwaEX44i12L2Dw+AwOAwOg8PggAMOOOCAAw444IADDjgMDoPD4DA4',
    'DA444IADDjjg8IdUcAgOwSE4BIfgEByCQ3BIcAgOwSE4BIfgEByCQ3AIDgkOwSE4BIfgEByCQ3AIDsEhwSE4BIfgEByCQ3AI',
    'DsEhOASHBIfgEByCQ3AIDsEhOASH4JCG4dj/FBxwwAEHHHDAAQcccMABBxxwwAEHHC6kgkNwCA5PIDgEh+AQHIJDcAgOwSE4',
    'BIcEh+AQHIJDcAgOwSE4BIfgkOAQHIJDcAgOwSE4BIfgEBwSHIJDcAgOwSE4BIfgEByCQ3BIcAgOwSE4BIfgEByCQ3AIDgkO',
    'wSE4BIfgEByCQ3AIDsEhwSE4BIfgEByCQ3AIDsEhOASHBIfgEByCQ3AIDsEhOASH4JDgEByCQ3Bobg13GhxtaS1RuQAAAABJ',
    'RU5ErkJggg==',
  ].join(''),
  'base64',
);

async function api(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenFor(request, USERS.pmc)}` };
  const q = (o: Record<string, string>) => new URLSearchParams({ communityID: COMMUNITY, ...o }).toString();
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { data: Record<string, unknown> & { [k: string]: never } } & Record<
      string,
      unknown
    >;
  };
  return {
    get: async (path: string, o: Record<string, string> = {}) =>
      ok(await request.get(`${path}?${q(o)}`, { headers })),
    post: async (path: string, data: object) =>
      ok(await request.post(path, { headers, data: { communityID: COMMUNITY, ...data } })),
    slip: async (batchID: string) =>
      ok(
        await request.post(`/api/coupon/batch-waiting-verify?${q({ batchID })}`, {
          headers,
          multipart: { photo: { name: 'slip.png', mimeType: 'image/png', buffer: SLIP } },
        }),
      ),
  };
}

const stateTag = (page: Page) => page.getByTestId('batch-drawer').getByTestId('batch-state');

test('a coupon batch from order to review, sheet printed, a coupon used, the report shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: COMMUNITY });
  const a = await api(request);
  // The demo shop without a monthly quota, so repeated runs never run out.
  const owners = (await a.get('/api/coupon/owner/list')).items as {
    unitID: string;
    monthlyQuota: number | null;
  }[];
  const shop = owners.find((o) => o.monthlyQuota === null)!;
  const note = `E2E ${Date.now().toString(36)}`;
  const batch = (
    await a.post('/api/coupon/create-batch', { ownerUnitID: shop.unitID, count: 3, hours: 2, note })
  ).data as unknown as { batchID: string; batchNo: string };

  await signInToDashboard(page, USERS.pmc);
  await page.goto(`/dashboard/vms?tab=coupons&part=batches&state=CREATED&batchID=${batch.batchID}`);
  await expect(stateTag(page)).toHaveText(c('states.CREATED'));
  // Waiting payment, from the console: the amount and due date are filled in for the office.
  await page.getByTestId('batch-ask-payment').click();
  await page
    .getByRole('dialog', { name: c('payment.askTitle') })
    .getByRole('button', { name: c('actions.save') })
    .click();
  await expect(stateTag(page)).toHaveText(c('states.WAITING_PAYMENT'));
  await expect(page.getByRole('img', { name: c('payment.qr') })).toBeVisible();

  // The owner's slip, through the API; the office reviews it beside the slip.
  await a.slip(batch.batchID);
  await page.reload();
  await expect(stateTag(page)).toHaveText(c('states.WAITING_VERIFY'));
  const review = page.getByTestId('batch-review');
  await expect(review.getByTestId('batch-slip')).toBeVisible();
  await expectNoSeriousViolations(page, 'coupon batch drawer with its slip');
  await review.getByTestId('batch-approve').click();
  await expect(stateTag(page)).toHaveText(c('states.REVIEWED'));

  // The A4 sheet: one card per coupon, each with its QR; the browser is asked to print.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByTestId('batch-print').click();
  const cards = page.getByTestId('coupon-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().locator('img[data-qr]')).toBeVisible();
  await page.getByTestId('sheet-print').click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const code = (await cards.first().locator('img[data-qr]').getAttribute('data-qr'))!;
  await page
    .getByTestId('coupon-sheets')
    .getByRole('button', { name: c('actions.close') })
    .click();

  // A car leaves with the coupon, through the API's checkout.
  const visit = (
    await a.post('/api/vms/visitor/checkin', {
      name: 'ผู้ใช้คูปอง',
      visitorType: 'GUEST',
      vehicleType: 'CAR',
      plate: `ฮ ${Math.floor(Math.random() * 9000) + 1000}`,
      unitID: shop.unitID,
    })
  ).data as unknown as { visitID: string };
  const out = await a.post('/api/vms/visitor/checkout', { visitID: visit.visitID, couponCodes: [code] });
  expect((out.data as unknown as { fee: { coupons: number } }).fee.coupons).toBe(1);

  // The batch report in the console shows it used.
  await page.reload();
  const report = page.getByTestId('batch-report');
  await expect(report.getByTestId('report-used')).toContainText('1');
  await expect(report.getByTestId(`coupon-state-${code}`)).toHaveText(c('couponStates.USED'));
  const download = page.waitForEvent('download');
  await report.getByTestId('batch-excel').click();
  expect((await download).suggestedFilename()).toBe(`coupon-batch-${batch.batchNo}.xlsx`);
});
