import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { sidebar, signInToDashboard } from './support/session';

const LANGS = ['th', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;

test.afterAll(async ({ request }) => {
  await setPreferences(request, USERS.committee, { lang: 'th' });
});

for (const lang of LANGS) {
  test(`the sign-in screen renders in ${lang}`, async ({ page }) => {
    await page.goto('/signin');
    await page.getByTestId('auth-language').selectOption(lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('features/auth', lang, 'signIn.title'),
    );
    await expect(page.getByText(text('features/auth', lang, 'signIn.remember'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page).toHaveTitle(text('app', lang, 'documentTitle'));
    // Each language is really different from every other (no copies of English).
    if (lang !== 'en') {
      expect(text('features/auth', lang, 'signIn.remember')).not.toBe(
        text('features/auth', 'en', 'signIn.remember'),
      );
    }
  });
}

test('each language renders the console itself, and Arabic mirrors the whole layout', async ({
  page,
  request,
}) => {
  await setPreferences(request, USERS.committee, { lang: 'th' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToDashboard(page, USERS.committee);
  for (const lang of LANGS) {
    await page.getByTestId('language-menu').click();
    await page
      .getByRole('menuitem')
      .filter({ has: page.locator(`[lang="${lang}"]`) })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The label, then the area's badge when it has something waiting.
    await expect(sidebar(page).locator('[data-area-href="/dashboard/announcement"]')).toHaveText(
      new RegExp(`^${text('shared', lang, 'areas.announcement')}\\d*$`),
    );
    await expect(page.locator('footer.shell__footer')).toContainText(text('app', lang, 'footer.credit'));
    // The sidebar sits on the reading side: left for left-to-right, right for Arabic.
    const box = (await sidebar(page).boundingBox())!;
    if (lang === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('.ant-menu').first()).toHaveClass(/ant-menu-rtl/);
      expect(box.x + box.width).toBeCloseTo(1440, 0);
    } else {
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      expect(box.x).toBe(0);
    }
  }
});

test('the chosen language is saved as the lang preference and comes back at the next sign-in', async ({
  page,
  request,
}) => {
  await setPreferences(request, USERS.committee, { lang: 'th' });
  await signInToDashboard(page, USERS.committee);
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/preference') && r.request().method() === 'PUT',
  );
  await page
    .getByRole('menuitem')
    .filter({ has: page.locator('[lang="fr"]') })
    .click();
  await saved;
  const token = await tokenFor(request, USERS.committee);
  const prefs = await (
    await request.get('/api/user/preference', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(prefs.preferences).toContainEqual({ key: 'lang', value: 'fr' });

  // A new browser that has never seen this user still opens in French after sign-in.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signInToDashboard(page, USERS.committee);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(sidebar(page).locator('[data-area-href="/dashboard/announcement"]')).toHaveText(
    /^Annonces\d*$/,
  );
});

test('Thai dates use the Buddhist era; other languages the Gregorian year', async ({ page, request }) => {
  const token = await tokenFor(request, USERS.committee);
  const res = await request.put('/api/user/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { birthdate: '1990-05-17' },
  });
  expect(res.ok()).toBe(true);
  await setPreferences(request, USERS.committee, { lang: 'th' });
  await signInToDashboard(page, USERS.committee);
  await page.goto('/dashboard/profile');
  await expect(page.locator('main')).toContainText('17 พฤษภาคม 2533');
  await page.getByTestId('language-menu').click();
  await page
    .getByRole('menuitem')
    .filter({ has: page.locator('[lang="en"]') })
    .click();
  await expect(page.locator('main')).toContainText('May 17, 1990');
});

test('antd component texts follow the language (date picker in Chinese)', async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'zh', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/profile/edit');
  await page.getByLabel('出生日期').click();
  await expect(page.locator('.ant-picker-dropdown')).toContainText('今天');
  await setPreferences(request, USERS.pmc, { lang: 'th' });
});
