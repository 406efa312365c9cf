import { readFile } from 'node:fs/promises';
import { METER_IMPORT_COLUMNS } from '@cc/contracts/billing-import-ops';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { type APIRequestContext, expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/**
 * Billing's documents in Chromium, in Thai at the riverside condo: a meter sheet with a bad row
 * is reported row by row and makes nothing; the corrected sheet makes its drafts; the aging
 * report downloads as a workbook with its header row. The month is unique per run (a far one
 * no other spec bills), so a rerun against the same server starts clean.
 */
const b = (key: string) => text('features/billing', 'th', key);
const n = Date.now() % 840;
const PERIOD = `${2040 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
const HEADER = METER_IMPORT_COLUMNS.map((c) => c.th);

const sheet = async (rows: (string | number | null)[][]) => ({
  name: 'meters.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: await writeXlsxFile([HEADER, ...rows]).toBuffer(),
});

/** The unit numbers of the period's bills, read through the API as the office. */
async function billedUnits(request: APIRequestContext, communityID: string) {
  const token = await tokenFor(request, USERS.pmc);
  const res = await request.get('/api/billing/list', {
    headers: { authorization: `Bearer ${token}` },
    params: { communityID, period: PERIOD },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: { unitNo: string; status: string }[] }).items
    .map((i) => `${i.unitNo} ${i.status}`)
    .sort();
}

test('a meter sheet with a bad row makes nothing, the corrected one its bills; aging as Excel', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/billing/list');

  await page.getByRole('button', { name: b('import.button') }).click();
  const dialog = page.getByRole('dialog', { name: b('import.title') });
  const upload = dialog.locator('input[type="file"]');
  await upload.setInputFiles(
    await sheet([
      ['B-0101', PERIOD, 100, 112, 2000, 2150, null, null],
      ['Z-9999', PERIOD, 5, 4, null, null, null, null],
    ]),
  );
  const errors = dialog.getByTestId('import-errors');
  await expect(errors.getByRole('cell', { name: 'ไม่พบห้อง Z-9999 ในโครงการ' })).toBeVisible();
  await expect(errors.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(errors.locator('tbody tr.ant-table-row').first()).toContainText('3');
  await expect(dialog.getByTestId('meter-import-save')).toBeDisabled();
  expect(await billedUnits(request, condo.communityID)).toEqual([]);

  await dialog.getByRole('button', { name: b('import.another') }).click();
  await upload.setInputFiles(
    await sheet([
      ['B-0101', PERIOD, 100, 112, 2000, 2150, null, null],
      ['B-0102', PERIOD, 40, 52.5, null, null, 'ค่าซ่อมก๊อกน้ำ', 350],
    ]),
  );
  await expect(dialog.getByText(b('import.allValid').replace('{{count}}', '2'))).toBeVisible();
  await dialog.getByTestId('meter-import-save').click();
  await expect(page.getByText(b('import.saved').replace('{{count}}', '2'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await billedUnits(request, condo.communityID)).toEqual(['B-0101 DRAFT', 'B-0102 DRAFT']);

  await page.goto('/dashboard/billing');
  await expect(page.getByTestId('aging-table')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('aging-excel').click();
  const file = await (await download).path();
  const [units] = await readXlsxFile(await readFile(file));
  expect(units!.data[0]!.slice(0, 3)).toEqual(['ห้อง', 'อาคาร', 'ยังไม่ถึงกำหนด']);
  expect(units!.data.length).toBeGreaterThan(2);
});
