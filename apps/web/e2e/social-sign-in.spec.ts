import path from 'node:path';
import { type ProviderAccount, startLocalProvider } from '../../api/src/test/oidc-provider';
import { test as base, expect } from './support/fixtures';
import { seedPort } from './support/global-setup';
import { copyTemplate, type E2EServer, runDir, startServer } from './support/server';
import { storageValue } from './support/session';

const CLIENT = { clientId: 'console-at-provider', clientSecret: 'console-secret-at-provider' };
/** At the provider, `e2e-google-pmc` holds the PMC demo user's mailbox, verified. */
const accounts: Record<string, ProviderAccount> = {
  'e2e-google-pmc': { email: 'pmc@demo.test', email_verified: true },
};

/**
 * This spec's workers run their own server, configured with Google at a real OpenID provider
 * started here (Facebook and Apple left unconfigured), on ports after the other workers'.
 */
const test = base.extend<object, { server: E2EServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const port = seedPort() + 20 + workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      const provider = await startLocalProvider({
        ...CLIENT,
        redirectUris: [`${url}/api/authentication/social/google/callback`],
        accounts,
      });
      const dataDir = path.join(runDir(), `social-${workerInfo.workerIndex}`);
      copyTemplate(dataDir);
      const server = await startServer(port, dataDir, false, {
        PUBLIC_URL: url,
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      });
      await use(server);
      await server.stop();
      await provider.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test('the Google button signs in through the provider and lands on the dashboard', async ({ page }) => {
  await page.goto('/signin');
  // Only the configured provider is offered.
  await expect(page.getByTestId('social-google')).toBeVisible();
  await expect(page.getByTestId('social-facebook')).toHaveCount(0);
  await expect(page.getByTestId('social-apple')).toHaveCount(0);
  await page.getByTestId('social-google').click();
  // The provider's own sign-in form, then its consent form.
  await page.locator('input[name="login"]').fill('e2e-google-pmc');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storageValue(page, 'userID')).toBe('pmc@demo.test');
  expect(await storageValue(page, 'id_token')).toBeTruthy();
});

test('an account the provider cannot link to is refused on the sign-in page, in its language', async ({
  page,
}) => {
  await page.goto('/signin');
  await page.getByTestId('social-google').click();
  await page.locator('input[name="login"]').fill('e2e-nobody');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('alert')).toHaveText(/ไม่มีบัญชีที่เชื่อมกับบัญชี Google นี้/);
  expect(await storageValue(page, 'id_token')).toBeNull();
});
