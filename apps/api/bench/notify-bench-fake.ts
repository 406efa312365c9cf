import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Telegram's sendMessage on this machine: answers at once, counts what it got and each text once. */
export async function fakeTelegram() {
  let received = 0;
  const texts = new Set<string>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received++;
      try {
        texts.add(String(JSON.parse(Buffer.concat(chunks).toString('utf8')).text));
      } catch {}
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ok: true,
          result: { message_id: received, date: 0, chat: { id: -1, type: 'group', title: 'Office' } },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    distinct: () => texts.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
