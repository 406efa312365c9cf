import writeXlsxFile from 'write-excel-file/node';
import { communitiesOf, setPreferences } from './support/api';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { text } from './support/locales';
import { sidebar, signInToDashboard } from './support/session';

/**
 * Issue 5 end to end: a building and its units from an Excel file, a resident invited and joined
 * through the API, seen on the unit page; role changes; a feature switched off in settings.
 */
const ADMIN = 'admin@demo.test';
const t = (key: string) => text('features/directory', 'th', key);
const ts = (key: string) => text('features/settings', 'th', key);

// Unique per run: the demo data is shared between runs against one server.
const run = Date.now().toString(36).slice(-6).toUpperCase();
const BUILDING = `E2E ${run}`;
const UNITS = [`X${run}-101`, `X${run}-102`, `X${run}-201`];

const HEADER = [
  'เลขที่ห้อง / Unit no.',
  'อาคาร / Building',
  'ชั้น / Floor',
  'พื้นที่ (ตร.ม.) / Area (m2)',
  'อัตราส่วนกรรมสิทธิ์ / Ownership ratio',
  'ประเภทห้อง / Unit type',
];
const xlsx = async (rows: (string | number | null)[][]) => ({
  name: 'units.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: await writeXlsxFile([HEADER, ...rows]).toBuffer(),
});

async function adminCondo(request: APIRequestContext) {
  const all = await communitiesOf(request, ADMIN);
  const condo = all.find((c) => c.communityType === 'CONDO' && c.status === 'ACTIVE' && c.role === 'ADMIN');
  if (!condo) throw new Error(`no active condo administered by ${ADMIN}: ${JSON.stringify(all)}`);
  await setPreferences(request, ADMIN, { lang: 'th', community: condo.communityID });
  return condo;
}

const success = (page: Page, message: string) =>
  expect(page.locator('.ant-message').getByText(message)).toBeVisible();

test('a building with units from Excel, a resident invited and redeemed, seen in the unit page; roles change', async ({
  page,
  request,
}) => {
  // A long flow (building, two uploads, codes, redeem, two role changes) on a shared, busy machine.
  test.setTimeout(120_000);
  await adminCondo(request);
  await signInToDashboard(page, ADMIN);

  // The building first: the import names it.
  await page.goto('/dashboard/directory/room');
  await expect(page.getByRole('heading', { name: t('room.title') })).toBeVisible();
  await page.getByTestId('add-building').click();
  await page.getByTestId('building-name').fill(BUILDING);
  await page.getByTestId('building-floors').fill('2');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.save') })
    .click();
  await success(page, t('building.saved'));
  await expect(page.locator('.dir-buildings').getByText(BUILDING)).toBeVisible();

  // A file with a bad row is reported row by row and cannot be saved.
  await page.getByTestId('import-units').click();
  const dialog = page.getByRole('dialog', { name: t('import.title') });
  const upload = dialog.locator('input[type="file"]');
  await upload.setInputFiles(
    await xlsx([
      [UNITS[0]!, BUILDING, 1, 35.5, 0.012345, '1 ห้องนอน'],
      [UNITS[1]!, BUILDING, 9, 40, 0.0125, '1 ห้องนอน'],
    ]),
  );
  const report = dialog.getByTestId('import-report');
  await expect(report).toBeVisible();
  await expect(report.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(report.locator('tbody tr.ant-table-row').first()).toContainText('3');
  await expect(report.locator('tbody tr.ant-table-row').first()).toContainText(t('import.fields.floor'));
  await expect(dialog.getByTestId('import-commit')).toBeDisabled();

  // The corrected file passes and is saved in one go.
  await dialog.getByRole('button', { name: t('import.another') }).click();
  await upload.setInputFiles(
    await xlsx([
      [UNITS[0]!, BUILDING, 1, 35.5, 0.012345, '1 ห้องนอน'],
      [UNITS[1]!, BUILDING, 1, 40, 0.0125, '1 ห้องนอน'],
      [UNITS[2]!, BUILDING, 2, 62.25, 0.02, '2 ห้องนอน'],
    ]),
  );
  await expect(
    report.getByText(text('features/directory', 'th', 'import.allValid').replace('{{rows}}', '3')),
  ).toBeVisible();
  await dialog.getByTestId('import-commit').click();
  await success(page, t('import.saved').replace('{{count}}', '3'));
  await expect(dialog).toBeHidden();

  await page.getByTestId('unit-search').locator('input').fill(`X${run}`);
  await page.getByTestId('unit-search').locator('input').press('Enter');
  for (const no of UNITS) await expect(page.getByRole('link', { name: no })).toBeVisible();

  // Invite a resident of the first unit.
  await page.goto('/dashboard/directory/invitecodegen');
  const units = page.getByTestId('invite-units').locator('input');
  await units.fill(UNITS[0]!);
  await units.press('Enter');
  await page.getByTestId('invite-generate').click();
  const codeCell = page.getByTestId('new-codes').locator('.dir-codes').first();
  await expect(codeCell).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await codeCell.textContent())!;

  // The resident's app redeems it.
  const email = `resident-${run.toLowerCase()}@e2e.test`;
  const redeemed = await request.post('/api/invitation/redeem', {
    data: {
      code,
      email,
      password: 'riverside-garden-2025',
      firstname: 'สมศรี',
      lastname: `ทดสอบ${run}`,
      acceptTerms: true,
    },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  expect((await redeemed.json()).data).toMatchObject({
    unitNo: UNITS[0],
    unitRole: 'OWNER',
    role: 'RESIDENT',
  });

  // The unit page shows them.
  await page.goto(`/dashboard/directory/room/${UNITS[0]}`);
  await expect(page.getByTestId('unit-title')).toContainText(UNITS[0]!);
  const row = page.getByTestId('unit-people').locator('tbody tr', { hasText: email });
  await expect(row).toContainText(`สมศรี ทดสอบ${run}`);
  await expect(row).toContainText(t('unitRoles.OWNER'));

  // Their role in the unit: owner -> tenant, after a confirm.
  await row.getByRole('combobox').click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByText(t('unitRoles.TENANT'), { exact: true })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await success(page, t('unitRole.saved'));
  await page.reload();
  await expect(page.getByTestId('unit-people').locator('tbody tr', { hasText: email })).toContainText(
    t('unitRoles.TENANT'),
  );

  // Their community role: resident -> committee, on the community members page.
  await page.goto('/dashboard/directory/communitymembers');
  await page.getByTestId('member-search').locator('input').fill(email);
  await page.getByTestId('member-search').locator('input').press('Enter');
  const member = page.getByTestId(`role-${email}`);
  await member.click();
  const committee = text('shared', 'th', 'roles.COMMITTEE');
  await page.locator('.ant-select-dropdown:visible').getByText(committee, { exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await success(page, t('memberRole.saved'));
  await page.goto('/dashboard/directory/committeemembers');
  await expect(page.getByText(email)).toBeVisible();
});

test('a feature switched off in settings vanishes from the sidebar at once, and comes back', async ({
  page,
  request,
}) => {
  await adminCondo(request);
  await signInToDashboard(page, ADMIN);
  const phonebookLink = sidebar(page).locator('a[href="/dashboard/phonebook"]');
  await expect(phonebookLink).toBeVisible();

  await page.goto('/dashboard/settings?tab=features');
  await expect(page.getByRole('heading', { name: ts('title') })).toBeVisible();
  const enable = page.getByTestId('enable-PHONEBOOK');
  await expect(enable).toBeChecked();
  await enable.click();
  await success(page, ts('features.saved'));
  await expect(enable).not.toBeChecked();
  await expect(phonebookLink).toHaveCount(0);
  // Its routes are gone too.
  await page.goto('/dashboard/phonebook');
  await expect(page.getByRole('heading', { name: text('features/phonebook', 'th', 'title') })).toHaveCount(0);

  await page.goto('/dashboard/settings?tab=features');
  await page.getByTestId('enable-PHONEBOOK').click();
  await success(page, ts('features.saved'));
  await expect(phonebookLink).toBeVisible();
  await phonebookLink.click();
  await expect(page.getByRole('heading', { name: text('features/phonebook', 'th', 'title') })).toBeVisible();
});
