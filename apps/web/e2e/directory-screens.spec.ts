import { mkdirSync } from 'node:fs';
import path from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { communitiesOf, setPreferences } from './support/api';
import { expect, test } from './support/fixtures';
import { signInToDashboard } from './support/session';
import { animationsSettled } from './support/settled';

/**
 * The directory and settings screens issue 5 asks a person to look at (room registry, unit page,
 * import report, settings) at desktop and phone widths, in Thai and Arabic, under
 * e2e/.artifacts/screens. The assertions only make sure each screen is up.
 */
const OUT = path.resolve(import.meta.dirname, '.artifacts/screens');
mkdirSync(OUT, { recursive: true });
const ADMIN = 'admin@demo.test';

for (const lang of ['th', 'ar'] as const) {
  for (const width of [1440, 390] as const) {
    test.describe(`${lang} at ${width}px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
      const shot = (name: string) => path.join(OUT, `${name}-${lang}-${width}.png`);

      test.beforeEach(async ({ page, request }) => {
        const condo = (await communitiesOf(request, ADMIN)).find(
          (c) => c.communityType === 'CONDO' && c.status === 'ACTIVE' && c.role === 'ADMIN',
        );
        await setPreferences(request, ADMIN, { lang, community: condo!.communityID });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      });

      test.afterAll(async ({ request }) => {
        await setPreferences(request, ADMIN, { lang: 'th' });
      });

      test('room registry, import report, unit page, settings', async ({ page }) => {
        test.setTimeout(120_000);
        await signInToDashboard(page, ADMIN);
        await page.goto('/dashboard/directory/room');
        const firstUnit = page.locator('.ant-table-row a').first();
        await expect(firstUnit).toBeVisible();
        await page.screenshot({ path: shot('room-registry'), fullPage: true });

        await page.getByTestId('import-units').click();
        const bytes = await writeXlsxFile([
          ['เลขที่ห้อง / Unit no.', 'อาคาร / Building', 'ชั้น / Floor', 'พื้นที่ (ตร.ม.) / Area (m2)'],
          ['A-0101', 'อาคาร A', 1, 40],
          ['Z-9001', 'ไม่มีอาคารนี้', 1, -3],
          ['Z-9002', null, 'สาม', 40.123],
        ]).toBuffer();
        await page.getByRole('dialog').locator('input[type="file"]').setInputFiles({
          name: 'units.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer: bytes,
        });
        await expect(page.getByTestId('import-report')).toBeVisible();
        await animationsSettled(page);
        await page.screenshot({ path: shot('import-report') });
        await page.keyboard.press('Escape');

        const unitNo = (await firstUnit.textContent())!;
        await page.goto(`/dashboard/directory/room/${unitNo}`);
        await expect(page.getByTestId('unit-people')).toBeVisible();
        await page.screenshot({ path: shot('unit-page'), fullPage: true });

        await page.goto('/dashboard/settings');
        await expect(page.getByTestId('community-name')).toBeVisible();
        await page.screenshot({ path: shot('settings-info'), fullPage: true });
        await page.goto('/dashboard/settings?tab=features');
        await expect(page.getByTestId('feature-access')).toBeVisible();
        await page.screenshot({ path: shot('settings-features'), fullPage: true });
        await page.goto('/dashboard/settings?tab=permissions');
        await expect(page.getByTestId('permission-matrix')).toBeVisible();
        await page.screenshot({ path: shot('settings-permissions'), fullPage: true });
        await page.goto('/dashboard/settings/community/edit');
        await expect(page.getByTestId('community-name-input')).toBeVisible();
        await page.screenshot({ path: shot('settings-edit'), fullPage: true });
      });
    });
  }
}
