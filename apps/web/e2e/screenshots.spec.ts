import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pmcCommunities, setPreferences } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { signIn, signInToDashboard } from './support/session';
import { animationsSettled } from './support/settled';

/**
 * Saves the screens issue 3 asks a person to look at (sign-in, dashboard, switch dialog,
 * suspension dialog, profile) at desktop and phone widths, in Thai and Arabic, under
 * e2e/.artifacts/screens. They are for eyes; the assertions here only make sure each screen is up.
 */
const OUT = path.resolve(import.meta.dirname, '.artifacts/screens');
mkdirSync(OUT, { recursive: true });

const WIDTHS = [1440, 390] as const;
const LANGS = ['th', 'ar'] as const;

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test.describe(`${lang} at ${width}px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });
      const shot = (name: string) => path.join(OUT, `${name}-${lang}-${width}.png`);

      test.beforeEach(async ({ page, request }) => {
        const { condo } = await pmcCommunities(request, USERS.pmc);
        await setPreferences(request, USERS.pmc, { lang, community: condo.communityID });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      });

      test.afterAll(async ({ request }) => {
        await setPreferences(request, USERS.pmc, { lang: 'th' });
      });

      test('sign-in, dashboard, switch dialog, profile', async ({ page }) => {
        await page.goto('/signin');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('form button[type="submit"]')).toBeVisible();
        await page.screenshot({ path: shot('signin'), fullPage: true });

        await signInToDashboard(page, USERS.pmc);
        await expect(page.getByTestId('feature-cards')).toBeVisible();
        await page.screenshot({ path: shot('dashboard'), fullPage: true });

        await page.getByTestId('community-switcher').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await animationsSettled(page);
        await page.screenshot({ path: shot('switch-dialog') });
        await page.keyboard.press('Escape');

        await page.goto('/dashboard/profile');
        await expect(page.getByTestId('profile-name')).toBeVisible();
        await page.screenshot({ path: shot('profile'), fullPage: true });

        if (width < 800) {
          await page.locator('.shell__toggle').click();
          await expect(page.locator('#cc-sidebar')).toBeVisible();
          await page.screenshot({ path: shot('sidebar-open') });
        }
      });

      test('suspension dialog', async ({ page, request }) => {
        const { suspended } = await pmcCommunities(request, USERS.pmc);
        await setPreferences(request, USERS.pmc, { lang, community: suspended.communityID });
        await signIn(page, USERS.pmc);
        await expect(page.getByTestId('suspension-logout')).toBeVisible();
        await animationsSettled(page);
        await page.screenshot({ path: shot('suspension-dialog') });
      });
    });
  }
}
