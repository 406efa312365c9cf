import { once } from 'node:events';
import { LIVE_PATH, type LiveEvent } from '@cc/contracts/notification-live';
import { launchServer } from './launch-server';

const SOCKETS = 1000;
const PACED_EVENTS = 30;
const PACE_MS = 50;
const BURST_EVENTS = 50;
const BURST_CONCURRENCY = 4;

interface Server {
  app: string;
  operatorToken: string;
  tokens: string[];
  engine: string;
  fanOut: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Live fan-out of one instance: 1,000 sockets of 52 staff members, then notifications to the
 * staff raised through the operator route (HTTP, one transaction, fan-out) as a feature would.
 * The delay runs from the raise call to a socket's receipt; the sockets share this process.
 */
export async function realtimeBench() {
  const server = await launchServer<Server>('realtime-server.ts');
  const sockets: WebSocket[] = [];
  try {
    const raisedAt = new Map<string, number>();
    const firstReceipt = new Map<string, number>();
    const delays: number[] = [];
    let received = 0;
    let messages = 0;
    const onMessage = (m: MessageEvent) => {
      messages++;
      const event = JSON.parse(String(m.data)) as LiveEvent;
      if (event.type !== 'notification') return;
      received++;
      const delay = performance.now() - raisedAt.get(event.item.inboxTitle)!;
      delays.push(delay);
      if (!firstReceipt.has(event.item.inboxTitle)) firstReceipt.set(event.item.inboxTitle, delay);
    };

    const url = `${server.app.replace('http', 'ws')}${LIVE_PATH}?communityID=riverside-condo`;
    const connectStart = performance.now();
    for (let i = 0; i < SOCKETS; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, SOCKETS - i) }, async (_, j) => {
          const ws = new WebSocket(url, ['bearer', server.tokens[(i + j) % server.tokens.length]!]);
          sockets.push(ws);
          await once(ws, 'message'); // the greeting badge
          ws.addEventListener('message', onMessage);
        }),
      );
    }
    const connectMs = performance.now() - connectStart;

    const raise = async (title: string) => {
      raisedAt.set(title, performance.now());
      const res = await fetch(`${server.app}/api/operator/command`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-token': server.operatorToken },
        body: JSON.stringify({
          command: 'notify',
          args: { community: 'riverside-condo', title, body: 'bench', feature: 'REPAIR_REQUEST' },
        }),
      });
      if (!res.ok) throw new Error(`raise failed: ${res.status} ${await res.text()}`);
    };
    const allReceived = async (target: number) => {
      const deadline = performance.now() + 30_000;
      while (received < target && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    };

    // A few unmeasured events first, so start-up compilation is not counted as delay.
    for (let k = 0; k < 3; k++) await raise(`warm-up ${k}`);
    await allReceived(3 * SOCKETS);
    delays.length = 0;
    firstReceipt.clear();
    const warmed = received;

    // Paced: events well apart, so the delay is the path itself rather than a queue.
    for (let k = 0; k < PACED_EVENTS; k++) {
      await raise(`paced ${k}`);
      await new Promise((r) => setTimeout(r, PACE_MS));
    }
    await allReceived(warmed + PACED_EVENTS * SOCKETS);
    const paced = [...delays].sort((a, b) => a - b);
    const pacedFirst = [...firstReceipt.values()].sort((a, b) => a - b);

    // Burst: raised back to back, as fast as the server takes them; deliveries per second.
    delays.length = 0;
    const before = received;
    const messagesBefore = messages;
    const burstStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BURST_CONCURRENCY }, async () => {
        while (next < BURST_EVENTS) await raise(`burst ${next++}`);
      }),
    );
    await allReceived(before + BURST_EVENTS * SOCKETS);
    const burstSeconds = (performance.now() - burstStart) / 1000;
    const burst = [...delays].sort((a, b) => a - b);
    const delivered = received - before;

    console.log(
      `\nLive notifications (${server.engine}, ${server.fanOut} fan-out; ${SOCKETS} sockets of ${server.tokens.length} staff, one instance)`,
    );
    console.log(`  connect ${SOCKETS} sockets (handshake auth + greeting)   ${connectMs.toFixed(0)} ms`);
    console.log(
      `  paced  ${PACED_EVENTS} events, 1 per ${PACE_MS} ms: raise-to-receipt p50 ${percentile(paced, 50).toFixed(1)} ms, p99 ${percentile(paced, 99).toFixed(1)} ms, max ${paced.at(-1)?.toFixed(1)} ms` +
        ` (first socket of each event: p50 ${percentile(pacedFirst, 50).toFixed(1)} ms)`,
    );
    console.log(
      `  burst ${BURST_EVENTS} events, ${BURST_CONCURRENCY} raising at once: ${(delivered / burstSeconds).toFixed(0)} notification events delivered/s ` +
        `(${((messages - messagesBefore) / burstSeconds).toFixed(0)} socket messages/s with badges); ` +
        `raise-to-receipt p50 ${percentile(burst, 50).toFixed(1)} ms, p99 ${percentile(burst, 99).toFixed(1)} ms`,
    );
    console.log(
      `  delivered ${received - warmed} of ${(PACED_EVENTS + BURST_EVENTS) * SOCKETS} measured; each event stores 52 inbox rows and an audit row`,
    );
  } finally {
    for (const ws of sockets) ws.close();
    server.stop();
  }
}
