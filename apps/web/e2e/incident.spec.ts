import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const t = (key: string) => text('features/incident', 'th', key);

test('staff filter incidents, open one in the drawer and move its status', async ({ page, request }) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/incident');
  await expect(
    page.getByRole('heading', { level: 1, name: text('shared', 'th', 'areas.incident') }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ห้องขยะ ชั้น 1' })).toBeVisible();

  // The REPORTED count is also its filter: the acknowledged fire leaves the table.
  await page
    .getByTestId('incident-counts')
    .getByText(new RegExp(`^${t('status.REPORTED')}:`))
    .click();
  await expect(page.getByRole('cell', { name: 'ห้องขยะ ชั้น 1' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: 'ลานจอดรถ B1' });
  await expect(row).toBeVisible();
  await row.getByRole('button').click();

  const drawer = page.getByTestId('incident-drawer');
  await expect(drawer.getByText(t('event.REPORTED')).first()).toBeVisible();
  await drawer.getByRole('button', { name: `${t('drawer.moveTo')}: ${t('status.ACKNOWLEDGED')}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('drawer.confirm') })
    .click();
  await expect(
    drawer.getByTestId('status-actions').getByRole('button', { name: new RegExp(t('status.IN_PROGRESS')) }),
  ).toBeVisible();
  await expect(drawer.getByText(t('event.STATUS'))).toBeVisible();
});

test('an SOS raised through the API shows the banner within 2 s; acknowledge clears it', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  // The banner has asked once (nothing open yet) and the live socket is open before the guard presses.
  const asked = page.waitForResponse((r) => r.url().includes('/api/sos/alert/list'));
  await page.goto('/dashboard');
  await asked;
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const on = (e: Event) => {
          if ((e as CustomEvent<{ connected: boolean }>).detail?.connected) resolve();
        };
        window.addEventListener('cc:live-status', on);
        const ask = () => window.dispatchEvent(new Event('cc:live-status-request'));
        ask();
        setInterval(ask, 100);
      }),
  );
  const guard = await tokenFor(request, USERS.guard);
  const raised = await request.post('/api/sos/alert', {
    headers: { authorization: `Bearer ${guard}` },
    data: { communityID: condo.communityID, place: 'ประตูหลัก', note: 'มีคนทะเลาะกัน' },
  });
  expect(raised.ok(), await raised.text()).toBe(true);
  const banner = page.getByTestId('sos-banner');
  await expect(banner).toBeVisible({ timeout: 2000 });
  await expect(banner).toContainText('ประตูหลัก');
  await banner.getByRole('button', { name: t('sos.acknowledge') }).click();
  await expect(banner).toHaveCount(0);
  const mine = await request.get(`/api/sos/alert/list?communityID=${condo.communityID}&mine=true`, {
    headers: { authorization: `Bearer ${guard}` },
  });
  expect((await mine.json()).data.items[0]).toMatchObject({ status: 'ACKNOWLEDGED' });
});
