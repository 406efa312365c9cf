import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { makeSlipImage, makeSlipPayload } from '../../api/src/features/billing/documents/slip-test-images';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * The verifier's day at the riverside condo, in Thai: the PMC user (on the demo's verifier list)
 * has the queue open while the resident of A-0304 sends slips through the API, as the app does.
 * Each slip appears without a reload (the live socket), the first is verified by keyboard and its
 * receipt PDF downloads, the resident is told; the second is rejected with a reason.
 */
const b = (key: string) => text('features/billing', 'th', key);

interface Sent {
  evidenceID: string;
  status: string;
  rejectReason: string | null;
}

async function residentCall<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

/** A real mini-QR slip sent by the resident; answers the kept payment. */
async function sendSlip(
  request: APIRequestContext,
  token: string,
  communityID: string,
  fields: Record<string, string>,
): Promise<Sent> {
  const transRef = `E2E${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const image = makeSlipImage(makeSlipPayload({ sendingBank: '014', transRef }), { format: 'png' });
  const res = await request.post(`/api/billing/evidence/upload?communityID=${communityID}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      image: { name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from(image) },
      paidAt: new Date().toISOString(),
      ...fields,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: Sent }).data;
}

test('a slip appears live, is verified by keyboard with its receipt; another is rejected', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
  const resident = await tokenFor(request, USERS.resident);
  const { items: bills } = await residentCall<{
    items: { billID: string; unitID: string; status: string; outstandingSatang: number }[];
  }>(request, resident, `/api/billing/my/list?communityID=${communityID}`);
  const open = bills.find((x) => x.status === 'ISSUED' || x.status === 'PARTIALLY_PAID');
  const unitID = bills[0]!.unitID;

  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/billing/evidence');
  await expect(page.getByTestId('queue-row').first()).toBeVisible();
  await expect(page.getByTestId('keys-help')).toBeVisible();

  // 1,234.56 baht: an amount no demo slip has, so its row is found by it.
  const first = await sendSlip(request, resident, communityID, {
    amountSatang: '123456',
    ...(open ? { billID: open.billID } : { unitID }),
  });
  const firstRow = page.getByTestId('queue-row').filter({ hasText: '฿1,234.56' });
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await expect(page.getByTestId('evidence-amount')).toHaveText('฿1,234.56');
  await expect(page.getByTestId('slip-reading')).toContainText('014 SCB');
  await expect(page.getByTestId('slip-image').locator('img')).toBeVisible();
  await expectNoSeriousViolations(page, 'the queue with a slip beside its bill');

  await page.keyboard.press('v');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('A-0304');
  await page.keyboard.press('Enter');
  const receiptNoText = page.getByTestId('receipt-no').first();
  await expect(receiptNoText).toHaveText(/^RC\d{4}-\d{6}$/);
  const receiptNo = (await receiptNoText.textContent())!;
  await expect(firstRow).toHaveCount(0);

  const pdfResponse = page.waitForResponse((r) => r.url().includes('/api/billing/receipt/pdf'));
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: b('receipt.pdf') })
    .first()
    .click();
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${receiptNo}.pdf`);
  expect(
    readFileSync(await saved.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  await expect(async () => {
    const inbox = await residentCall<{ items: { inboxTitle: string; featureEnum: string }[] }>(
      request,
      resident,
      `/api/notification/inbox?communityID=${communityID}&lastKey=undefined`,
    );
    const told = inbox.items.find((i) => i.inboxTitle.includes(receiptNo));
    expect(told?.featureEnum).toBe('BILLING');
  }).toPass({ timeout: 10_000 });

  // The second slip: rejected with a reason, which the resident then reads on their payment.
  const second = await sendSlip(request, resident, communityID, { amountSatang: '98765', unitID });
  const secondRow = page.getByTestId('queue-row').filter({ hasText: '฿987.65' });
  await expect(secondRow).toBeVisible();
  await secondRow.click();
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(b('reject.reason')).fill('ยอดเงินไม่เข้าบัญชี');
  await expectNoSeriousViolations(page, 'the reject dialog');
  await dialog.getByRole('button', { name: b('reject.ok') }).click();
  await expect(secondRow).toHaveCount(0);
  const mine = await residentCall<{ items: Sent[] }>(
    request,
    resident,
    `/api/billing/evidence/my?communityID=${communityID}`,
  );
  expect(mine.items.find((e) => e.evidenceID === second.evidenceID)).toMatchObject({
    status: 'REJECTED',
    rejectReason: 'ยอดเงินไม่เข้าบัญชี',
  });
  expect(mine.items.find((e) => e.evidenceID === first.evidenceID)?.status).toBe('VERIFIED');
});
