import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test as base, expect } from './support/fixtures';
import { seedPort } from './support/global-setup';
import { copyTemplate, type E2EServer, runDir, startServer } from './support/server';
import { signInToDashboard } from './support/session';

/** Telegram's Bot API on this machine: sendMessage answers ok and keeps the texts it got. */
async function fakeTelegram() {
  const texts: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (req.url?.endsWith('/sendMessage')) texts.push(JSON.parse(body).text);
      const result = req.url?.endsWith('/getUpdates')
        ? [
            {
              update_id: 1,
              message: { message_id: 1, date: 0, chat: { id: -100555, type: 'group', title: 'ห้องสำนักงาน' } },
            },
          ]
        : { message_id: texts.length, date: 0, chat: { id: -100555, type: 'group', title: 'x' } };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    texts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** This spec's workers run their own server, with Telegram's API root at the fake above. */
const test = base.extend<object, { server: E2EServer; telegram: Awaited<ReturnType<typeof fakeTelegram>> }>({
  telegram: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const fake = await fakeTelegram();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ telegram }, use, workerInfo) => {
      const port = seedPort() + 30 + workerInfo.parallelIndex;
      const dataDir = path.join(runDir(), `notify-${workerInfo.workerIndex}`);
      copyTemplate(dataDir);
      const server = await startServer(port, dataDir, false, {
        TELEGRAM_API_ROOT: telegram.url,
        JOB_POLL_MS: '200',
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test('an admin sets up Telegram against the fake server, sends a test and sees it SENT', async ({
  page,
  telegram,
}) => {
  test.setTimeout(180_000);
  await signInToDashboard(page, 'admin@demo.test');
  await page.goto('/dashboard/settings?tab=notify');
  await page.getByRole('tab', { name: 'Telegram' }).click();
  const form = page.locator('form#notify-telegram');
  await form.locator('#notify-telegram_botToken').fill('123456:e2e-token-abcd');
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByText('บันทึกการตั้งค่าแจ้งเตือนแล้ว')).toBeVisible();
  // The bot was added to the group: discovery fills the chat in.
  await form.getByRole('button', { name: 'ค้นหาแชต' }).click();
  await expect(form.locator('#notify-telegram_chatID')).toHaveValue('-100555');
  await form.locator('#notify-telegram_enabled').click();
  await form.getByRole('button', { name: 'บันทึก' }).click();
  await expect(form.getByText('บันทึกไว้แล้ว ลงท้ายด้วย …abcd', { exact: false })).toBeVisible();

  await form.getByRole('button', { name: 'ส่งข้อความทดสอบ' }).click();
  const row = page.locator('tr', { hasText: 'ข้อความทดสอบจากระบบจัดการชุมชน' }).first();
  // The attempt is a job: behind the demo's own due jobs on a busy machine it can take a while.
  await expect(row.getByTestId('delivery-status')).toHaveText('ส่งแล้ว', { timeout: 90_000 });
  expect(telegram.texts.some((t) => t.startsWith('ข้อความทดสอบจากระบบจัดการชุมชน'))).toBe(true);
});
