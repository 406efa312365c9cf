import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

const t = (key: string) => text('features/directory', 'th', key);

test('a resident registers a car through the API; staff approve it, print its sticker, and the lookup finds it by digits', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  // A plate of this run's own, so runs in parallel and the demo's cars never collide.
  const digits = String(1000 + (Date.now() % 9000));
  const plateNo = `ฮก ${digits}`;
  const resident = await tokenFor(request, USERS.resident);
  // The demo's policy asks for the registration book: uploaded first, then named by its key.
  const paper = await request.post('/api/car-directory/car-register/document', {
    headers: { authorization: `Bearer ${resident}` },
    params: { communityID: condo.communityID },
    multipart: {
      file: { name: 'book.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(paper.status(), await paper.text()).toBe(200);
  const asked = await request.post('/api/car-directory/car-register/create', {
    headers: { authorization: `Bearer ${resident}` },
    data: {
      communityID: condo.communityID,
      unitNo: 'A-0304',
      plateNo,
      provinceCode: 'TH-10',
      brand: 'Honda',
      documents: [{ kind: 'REGISTRATION_BOOK', fileKey: (await paper.json()).data.fileKey }],
    },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await setPreferences(request, USERS.pmc, { lang: 'th', community: condo.communityID });
  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/directory/car');
  await expect(page.getByRole('heading', { level: 1, name: t('car.title') })).toBeVisible();
  await page.getByRole('searchbox', { name: t('car.search') }).fill(plateNo);
  await page.getByRole('searchbox', { name: t('car.search') }).press('Enter');
  const plate = `${plateNo} กรุงเทพมหานคร`;
  await page
    .getByRole('button', { name: t('car.approveNamed').replace('{{plate}}', plate), exact: true })
    .click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: t('car.approve'), exact: true })
    .click();
  await expect(page.getByText(t('car.approveDone'))).toBeVisible();

  await page.getByRole('tab', { name: new RegExp(t('car.states.APPROVED')) }).click();
  const row = page.getByRole('row').filter({ hasText: plateNo });
  await row.getByRole('button', { name: t('car.stickerNamed').replace('{{plate}}', plate) }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expect(row.getByText(t('car.stickerStates.VALID'))).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('car.printSelected').replace('{{count}}', '1') }).click();
  const sheet = page.getByTestId('sticker-sheet');
  await expect(sheet.getByText(plateNo)).toBeVisible();
  await expect(sheet.locator('img[data-qr^="CS1."]')).toHaveCount(1);

  await page.goto('/dashboard/directory/car');
  await page.getByRole('searchbox', { name: t('car.lookup.placeholder') }).fill(digits);
  await page.getByRole('searchbox', { name: t('car.lookup.placeholder') }).press('Enter');
  const hit = page.getByTestId('car-lookup-hits').getByRole('listitem').filter({ hasText: plateNo });
  await expect(hit).toContainText('A-0304');
  await expect(hit).toContainText(t('car.stickerStates.VALID'));
});
