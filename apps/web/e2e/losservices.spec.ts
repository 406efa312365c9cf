import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const words = (key: string) => text('features/losservices', 'th', key);

async function call(request: APIRequestContext, email: string, url: string, data: object, community: string) {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${await tokenFor(request, email)}` },
    data: { communityID: community, ...data },
  });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()).data;
}

/** The link in the partner's mail for this request, from the server's outbox (no SMTP in e2e). */
async function partnerLink(dataDir: string, requestID: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      for (const f of readdirSync(outbox, { withFileTypes: true }).filter((e) => e.isFile())) {
        const mail = JSON.parse(readFileSync(path.join(outbox, f.name), 'utf8')) as { text: string };
        if (mail.text.includes(requestID)) found = mail.text.match(/https?:\/\/\S+/)![0];
      }
      return found;
    })
    .toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

test('a resident orders a service, the partner accepts, schedules and finishes it through the mailed link, and the office sees it done', async ({
  page,
  request,
  server,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const c = condo.communityID;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const service = await call(
    request,
    USERS.pmc,
    '/api/losservices/service/create',
    {
      kind: 'AIRCON_WASH',
      name: `ล้างแอร์ทดสอบ ${tag}`,
      fromPriceSatang: 55_000,
      vendorName: 'ช่างแอร์ทดสอบ',
      vendorEmail: `crew-${tag}@example.test`,
    },
    c,
  );
  await call(
    request,
    USERS.pmc,
    '/api/losservices/service/toggle',
    { serviceID: service.serviceID, isEnabled: true },
    c,
  );
  const place = `E2E-${tag}`;
  const made = await call(
    request,
    USERS.resident,
    '/api/losservices/request/create',
    {
      serviceID: service.serviceID,
      place,
      preferredDate: '2026-12-20',
    },
    c,
  );

  await page.goto(await partnerLink(server.dataDir, made.requestID));
  const status = page.getByTestId('partner-status');
  await expect(page.getByTestId('partner-job')).toContainText(place);
  await page.getByRole('button', { name: words('partner.accept') }).click();
  await expect(status).toHaveText(words('statuses.ACCEPTED'));
  await page.locator('#partner_when').click();
  // Today in the calendar, then the time panel's OK: the visit is what the picker holds.
  await page.locator('.ant-picker-dropdown .ant-picker-cell-today').click();
  await page.locator('.ant-picker-dropdown .ant-picker-ok button:not([disabled])').click();
  await page.getByRole('button', { name: words('partner.schedule') }).click();
  await expect(status).toHaveText(words('statuses.SCHEDULED'));
  await page.getByRole('button', { name: words('partner.done') }).click();
  await expect(status).toHaveText(words('statuses.DONE'));
  await expect(page.getByText(words('partner.closed'))).toBeVisible();

  await setPreferences(request, USERS.pmc, { lang: 'th', community: c });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/losservices');
  await page.getByRole('combobox', { name: words('filters.status') }).click();
  await page.getByTitle(words('filters.all'), { exact: true }).click();
  await page.getByRole('searchbox', { name: words('filters.search') }).fill(place);
  await page.getByRole('searchbox', { name: words('filters.search') }).press('Enter');
  const row = page.getByTestId('losservices-requests').getByRole('row').filter({ hasText: place });
  await expect(row).toContainText(words('statuses.DONE'));
});
