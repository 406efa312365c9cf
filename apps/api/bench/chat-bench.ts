import { readFile } from 'node:fs/promises';
import { CHAT_RATE } from '@cc/contracts/chat';
import { CHAT_LIVE_PATH, type ChatLiveEvent } from '@cc/contracts/chat-live';
import { chatOps } from '@cc/contracts/chat-ops';
import { benchOnTestDatabase } from './bench-host';
import { CHAT_BENCH_BIG_ROOM, CHAT_BENCH_COMMUNITY } from './chat-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';

interface Ready {
  app: string;
  engine: string;
  fanOut: string;
  kept: boolean;
  units: number;
  rooms: number;
  messages: number;
  admins: number;
  bigRoomID: string;
  socketRoomID: string;
  socketResidentID: string;
  spreadRoomIDs: string[];
  adminTokens: string[];
  residentToken: string;
  seedMs: number;
}

/** p99 targets in ms: a page of messages or rooms; a message from send to each socket's receipt. */
const TARGETS = { list: 50, delivery: 100 } as const;
const WARM_UP = 20;
const REQUESTS = 200;
const PACED_MESSAGES = 50;
const PACE_MS = 100;
const BURST_MESSAGES = 200;
const BURST_IN_FLIGHT = 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
/** CPU seconds a process has used (Linux), for where the socket run's time goes; NaN elsewhere. */
async function cpuSecondsOf(pid: number | undefined) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `REQUESTS` requests one after another over the URLs in turn, after `WARM_UP` unmeasured. */
async function measureSerial(
  name: string,
  urls: string[],
  headers: Record<string, string>,
): Promise<Measurement> {
  let errors = 0;
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const t0 = performance.now();
    const res = await fetch(urls[i % urls.length]!, { headers });
    await res.arrayBuffer();
    if (i >= WARM_UP) {
      latencies.push(performance.now() - t0);
      if (!res.ok) errors++;
    }
  }
  const seconds = latencies.reduce((a, b) => a + b, 0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

const verdict = (target: number, r: Measurement, label: string) =>
  `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${label} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`;

/** A socket of the bench: its own sends' acks by clientMessageID, every `message` to the listener. */
interface BenchSocket {
  ws: WebSocket;
  acks: Map<string, (e: Extract<ChatLiveEvent, { type: 'ack' }>) => void>;
}

/**
 * Chat at scale: a community of 3,000 units, a room per resident (one of 100,000 messages),
 * `message/list` and `room/list` over HTTP as a chat admin; then 1,000 chat sockets (999 chat
 * admins and the resident of one room) on one instance, and messages sent over the socket by
 * admins into that room (each delivered to all 1,000) and spread over 100 rooms whose residents
 * have no socket (each to the 999 admins): send-to-receipt and deliveries per second. Figures
 * beside their p99 targets, printed, never asserted.
 */
export async function chatBench() {
  // PostgreSQL when the tests' server is given and the bench's own is not (a database of its own).
  benchOnTestDatabase();
  const server = await launchServer<Ready>('chat-bench-server.ts');
  const sockets: BenchSocket[] = [];
  try {
    console.log(
      `\nChat: ${server.units.toLocaleString()} units, ${server.rooms.toLocaleString()} rooms, ` +
        `${server.messages.toLocaleString()} messages (one room of ${CHAT_BENCH_BIG_ROOM.toLocaleString()}), ` +
        `${server.admins} chat admins ${server.kept ? 'reused' : 'generated'} in ` +
        `${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const verdicts: string[] = [];
    const headers = await signInAsPmc(server.app);
    const url = (path: string, q: Record<string, string | number> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: CHAT_BENCH_COMMUNITY, ...Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])) })}`;
    const big = server.bigRoomID;
    const { messages, rooms } = chatOps;
    const roomKeys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(url(rooms.path, lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
      if (!lastKey) break;
      roomKeys.push(lastKey);
    }
    // Deep pages anywhere in the room, and catch-ups of 10 to 100 messages missed at its end.
    const deep = Array.from({ length: 50 }, (_, i) => 1_000 + ((i * 7_919) % (CHAT_BENCH_BIG_ROOM - 2_000)));
    const missed = Array.from({ length: 10 }, (_, i) => CHAT_BENCH_BIG_ROOM - 10 * (i + 1));
    const ops: [string, string[]][] = [
      ['message/list: newest page', [url(messages.path, { roomID: big })]],
      [
        'message/list: beforeSeq (deep)',
        deep.map((beforeSeq) => url(messages.path, { roomID: big, beforeSeq })),
      ],
      [
        'message/list: afterSeq (catch-up)',
        missed.map((afterSeq) => url(messages.path, { roomID: big, afterSeq })),
      ],
      ['room/list: first page', [url(rooms.path)]],
      ['room/list: pages 2-20 (lastKey)', roomKeys.map((k) => url(rooms.path, { lastKey: k }))],
      ['room/list: status=open', [url(rooms.path, { status: 'open' })]],
    ];
    const serial: Measurement[] = [];
    for (const [name, urls] of ops) serial.push(await measureSerial(name, urls, headers));
    printTable(
      `Chat over HTTP as a chat admin (${server.engine}; ${REQUESTS} requests one at a time after ${WARM_UP} warm-up)`,
      serial,
    );
    for (const r of serial) verdicts.push(verdict(TARGETS.list, r, `${r.name} @1`));
    const loaded: Measurement[] = [];
    for (const [name, urls] of ops) loaded.push(await measureVaried(name, urls, headers, 8, 3));
    printTable(`Chat over HTTP as a chat admin (${server.engine}; 8 concurrent, 3 s each)`, loaded);
    for (const r of loaded) verdicts.push(verdict(TARGETS.list, r, `${r.name} @8`));

    // 1,000 sockets: every chat admin's, then the room's resident's.
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    const firstReceipt = new Map<string, number>();
    let received = 0;
    let foreign = 0;
    const onMessage = (socket: BenchSocket) => (m: MessageEvent) => {
      const event = JSON.parse(String(m.data)) as ChatLiveEvent;
      if (event.type === 'ack') socket.acks.get(event.clientMessageID)?.(event);
      if (event.type !== 'message') return;
      const id = event.message.clientMessageID;
      const at = id ? sentAt.get(id) : undefined;
      if (at === undefined) {
        foreign++;
        return;
      }
      received++;
      const delay = performance.now() - at;
      delays.push(delay);
      if (!firstReceipt.has(id!)) firstReceipt.set(id!, delay);
    };
    const tokens = [...server.adminTokens, server.residentToken];
    const base = server.app.replace(/^http/, 'ws');
    const connectStart = performance.now();
    for (let i = 0; i < tokens.length; i += 100) {
      await Promise.all(
        tokens.slice(i, i + 100).map(async (token, j) => {
          const deviceID = `chatbench-${i + j}`;
          const res = await fetch(`${server.app}${chatOps.ticket.path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ communityID: CHAT_BENCH_COMMUNITY, deviceID }),
          });
          if (!res.ok) throw new Error(`ticket refused: ${res.status} ${await res.text()}`);
          const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
          const ws = new WebSocket(
            `${base}${CHAT_LIVE_PATH}?ticket=${encodeURIComponent(ticket)}&deviceID=${deviceID}`,
          );
          const socket: BenchSocket = { ws, acks: new Map() };
          ws.addEventListener('message', onMessage(socket));
          await new Promise<void>((resolve, reject) => {
            ws.addEventListener('open', () => resolve());
            ws.addEventListener('error', () => reject(new Error('chat socket refused')));
          });
          sockets[i + j] = socket;
        }),
      );
    }
    const connectMs = performance.now() - connectStart;
    const admins = sockets.slice(0, -1);
    const listeners = sockets.length;

    // Sender k is admin k: no admin sends twice in the whole run, so the rate limit (CHAT_RATE
    // per sender) never answers 429, and each send is the room's next seq.
    let sent = 0;
    let failed = 0;
    const send = async (label: string, roomID = server.socketRoomID) => {
      const k = sent++;
      const socket = admins[k % admins.length]!;
      const clientMessageID = `chatbench-${label}-${k}`;
      const acked = new Promise<Extract<ChatLiveEvent, { type: 'ack' }>>((resolve) =>
        socket.acks.set(clientMessageID, resolve),
      );
      sentAt.set(clientMessageID, performance.now());
      socket.ws.send(JSON.stringify({ type: 'send', roomID, clientMessageID, text: `${label} ${k}` }));
      const ack = await acked;
      socket.acks.delete(clientMessageID);
      if (ack.error) failed++;
    };
    const allReceived = async (target: number) => {
      const deadline = performance.now() + 60_000;
      while (received < target && performance.now() < deadline) await sleep(5);
    };

    const cpuStart = {
      server: await cpuSecondsOf(server.pid),
      bench: process.cpuUsage(),
      at: performance.now(),
    };
    // A few unmeasured messages first, so start-up compilation is not counted as delay.
    for (let k = 0; k < 3; k++) await send('warm-up');
    await allReceived(3 * listeners);
    const warmed = received;
    delays.length = 0;
    firstReceipt.clear();

    // Paced: messages well apart, so the delay is the path itself rather than a queue.
    for (let k = 0; k < PACED_MESSAGES; k++) {
      void send('paced');
      await sleep(PACE_MS);
    }
    await allReceived(warmed + PACED_MESSAGES * listeners);
    const paced = [...delays].sort((a, b) => a - b);
    const pacedFirst = [...firstReceipt.values()].sort((a, b) => a - b);

    // Bursts: BURST_IN_FLIGHT admins sending at once, each its next message when the last is
    // acked; into the one room (every send waits for the room's row lock, and reaches all 1,000
    // sockets), then spread over 100 rooms whose residents have no socket (999 admin sockets each,
    // and a notification to the resident, as a reply to someone offline makes).
    const burstRun = async (label: string, room: (k: number) => string, perMessage: number) => {
      delays.length = 0;
      const before = received;
      const start = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: BURST_IN_FLIGHT }, async () => {
          while (next < BURST_MESSAGES) await send(label, room(next++));
        }),
      );
      const ackedSeconds = (performance.now() - start) / 1000;
      await allReceived(before + BURST_MESSAGES * perMessage);
      const seconds = (performance.now() - start) / 1000;
      return {
        ackedSeconds,
        seconds,
        delivered: received - before,
        expected: BURST_MESSAGES * perMessage,
        sorted: [...delays].sort((a, b) => a - b),
      };
    };
    const oneRoom = await burstRun('burst', () => server.socketRoomID, listeners);
    const spread = await burstRun(
      'spread',
      (k) => server.spreadRoomIDs[k % server.spreadRoomIDs.length]!,
      admins.length,
    );

    console.log(
      `\nLive chat (${server.engine}, ${server.fanOut} fan-out; ${listeners} chat sockets: ${admins.length} chat admins and the room's resident, one instance)`,
    );
    console.log(`  connect ${listeners} sockets (ticket + handshake)   ${connectMs.toFixed(0)} ms`);
    console.log(
      `  paced  ${PACED_MESSAGES} messages, 1 per ${PACE_MS} ms: send-to-receipt p50 ${percentile(paced, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(paced, 99).toFixed(1)} ms, max ${paced.at(-1)?.toFixed(1)} ms (first socket of each message: p50 ${percentile(pacedFirst, 50).toFixed(1)} ms)`,
    );
    const cpu = {
      server: (await cpuSecondsOf(server.pid)) - cpuStart.server,
      bench: (() => {
        const u = process.cpuUsage(cpuStart.bench);
        return (u.user + u.system) / 1e6;
      })(),
      wall: (performance.now() - cpuStart.at) / 1000,
    };
    const burstLine = (label: string, b: typeof oneRoom, sockets: number) =>
      console.log(
        `  burst ${BURST_MESSAGES} messages ${label}, ${BURST_IN_FLIGHT} admins sending at once: ${(BURST_MESSAGES / b.ackedSeconds).toFixed(0)} messages/s stored and acked, ` +
          `${(b.delivered / b.seconds).toFixed(0)} message events delivered/s (${(b.delivered / sockets / b.seconds).toFixed(1)} messages/s to all ${sockets}); ` +
          `send-to-receipt p50 ${percentile(b.sorted, 50).toFixed(1)} ms, p99 ${percentile(b.sorted, 99).toFixed(1)} ms`,
      );
    burstLine('into the one room', oneRoom, listeners);
    burstLine('over 100 rooms', spread, admins.length);
    console.log(
      `  delivered ${received - warmed} of ${PACED_MESSAGES * listeners + oneRoom.expected + spread.expected} measured; ${failed} sends refused; ${foreign} other message events. ` +
        `Each message is sent by another admin (none sends twice), so the limit of ${CHAT_RATE.messages} per ${CHAT_RATE.seconds} s per sender never applies`,
    );
    const asMeasure = (name: string, sorted: number[], errors: number): Measurement => ({
      name,
      rps: 0,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors,
    });
    verdicts.push(
      verdict(
        TARGETS.delivery,
        asMeasure('paced', paced, PACED_MESSAGES * listeners - (paced.length || 0)),
        `send-to-receipt, paced, ${listeners} sockets`,
      ),
      verdict(
        TARGETS.delivery,
        asMeasure('burst', oneRoom.sorted, oneRoom.expected - oneRoom.delivered),
        `send-to-receipt, burst into one room, ${listeners} sockets`,
      ),
      verdict(
        TARGETS.delivery,
        asMeasure('spread', spread.sorted, spread.expected - spread.delivered),
        `send-to-receipt, burst over 100 rooms, ${admins.length} sockets`,
      ),
    );
    console.log(
      `  CPU over the sends: the API process ${cpu.server.toFixed(1)} s, this process (the 1,000 sockets) ${cpu.bench.toFixed(1)} s, in ${cpu.wall.toFixed(1)} s (2 cores, shared with PostgreSQL)`,
    );
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    for (const s of sockets) s?.ws.close();
    server.stop();
  }
}
