import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { pmcCommunities, setPreferences, tokenFor } from './support/api';
import { USERS } from './support/demo';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { signInToDashboard } from './support/session';

/** The API's own demo clip (a few kB of H.264 in MP4), so the test uploads a real video. */
const CLIP = Buffer.from(
  /'([A-Za-z0-9+/=]{1000,})'/.exec(
    readFileSync(path.resolve(import.meta.dirname, '../../api/src/features/tutorial/demo-video.ts'), 'utf8'),
  )![1]!,
  'base64',
);
const th = (key: string) => text('features/tutorial', 'th', key);

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('a tutorial video plays in the console and the viewer progress is recorded', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
  const token = await tokenFor(request, USERS.pmc);
  const up = await request.post(`/api/tutorial/file?communityID=${communityID}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'clip.mp4', mimeType: 'video/mp4', buffer: CLIP } },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const { fileKey } = ((await up.json()) as { data: { fileKey: string } }).data;
  const title = `คลิปทดสอบ ${crypto.randomUUID().slice(0, 8)}`;
  const item = await call<{ itemID: string }>(request, token, 'POST', '/api/tutorial/create', {
    communityID,
    kind: 'VIDEO',
    title,
    fileKey,
    fileName: 'clip.mp4',
  });

  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/tutorial/vdo');
  await expect(page.getByRole('heading', { level: 1, name: th('kinds.VIDEO') })).toBeVisible();
  await page.getByRole('searchbox', { name: th('search') }).fill(title);
  await page.getByRole('searchbox', { name: th('search') }).press('Enter');
  await page.getByRole('button', { name: title, exact: true }).click();

  const video = page.getByTestId('tutorial-video');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await video.evaluate((v: HTMLVideoElement) => v.pause());

  await expect
    .poll(
      async () =>
        (
          await call<{ myPercent: number | null }>(
            request,
            token,
            'GET',
            `/api/tutorial/detail?communityID=${communityID}&itemID=${item.itemID}`,
          )
        ).myPercent ?? 0,
    )
    .toBeGreaterThan(0);
  await page.getByRole('tab', { name: new RegExp(th('viewer.whoTab').split(' (')[0]!) }).click();
  await expect(page.getByRole('cell', { name: th('roles.PMC') })).toBeVisible();
});

test('staff write an illustrated guide; a resident reads it through the API and staff see who read it', async ({
  page,
  request,
}) => {
  const { condo } = await pmcCommunities(request, USERS.pmc);
  const communityID = condo.communityID;
  await setPreferences(request, USERS.pmc, { lang: 'th', community: communityID });
  const title = `คู่มือทดสอบ ${crypto.randomUUID().slice(0, 8)}`;

  await signInToDashboard(page, USERS.pmc);
  await page.goto('/dashboard/tutorial/res');
  await page.getByRole('button', { name: th('add') }).click();
  await page.locator('#tutorial_title').fill(title);
  const editor = page.locator('.tutorial-editor__area');
  await editor.click();
  await page.keyboard.type('ขั้นตอนที่หนึ่ง');
  await page.getByRole('button', { name: th('save') }).click();
  await expect(page.getByText(th('saved'))).toBeVisible();
  await page.getByRole('searchbox', { name: th('search') }).fill(title);
  await page.getByRole('searchbox', { name: th('search') }).press('Enter');
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();

  const resident = await tokenFor(request, USERS.resident);
  const list = await request.get(
    `/api/tutorial/list?communityID=${communityID}&kind=GUIDE&search=${encodeURIComponent(title)}`,
    { headers: { authorization: `Bearer ${resident}` } },
  );
  const [guide] = ((await list.json()) as { items: { itemID: string }[] }).items;
  const detail = await call<{ body: string }>(
    request,
    resident,
    'GET',
    `/api/tutorial/detail?communityID=${communityID}&itemID=${guide!.itemID}`,
  );
  expect(detail.body).toContain('ขั้นตอนที่หนึ่ง');
  await call(request, resident, 'POST', '/api/tutorial/progress', {
    communityID,
    itemID: guide!.itemID,
    percent: 100,
  });

  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('tab', { name: new RegExp(th('viewer.whoTab').split(' (')[0]!) }).click();
  await expect(page.getByRole('cell', { name: th('roles.RESIDENT') })).toBeVisible();
});
