import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { LiveClient, liveUrl } from '../src/test/live-client';
import { type WorkerFleet, workerPhase } from './soak-worker-fault';
import { type AcknowledgedWrites, lostWrites, startWriters } from './soak-writes';
import type { TcpCut } from './tcp-cut';

/** What the fault phases act on and read: the running soak as its script set it up. */
export interface SoakRig {
  bases: string[];
  dataDirs: string[];
  staffToken: string;
  writes: AcknowledgedWrites;
  /** Every answer of the load so far: when (performance.now()) and its status (0: no answer). */
  outcomes: { at: number; status: number }[];
  /** Takes PostgreSQL away and back; answers how it did it. */
  restartPostgres(): Promise<string>;
  redis?: TcpCut;
  fleet: WorkerFleet;
  /** The soak's database as the tables' owner, straight to PostgreSQL. */
  owner: pg.Pool;
}

/**
 * Starts the writers, then each of `faults` at its share of the run, one after another, while
 * the load goes on. `finish()` waits for the last, stops the writers and answers the report,
 * ending with how many acknowledged writes the database does not hold.
 */
export function startFaults(faults: Set<string>, seconds: number, parts: Omit<SoakRig, 'writes'>) {
  const started = performance.now();
  const rig: SoakRig = { ...parts, writes: startWriters(parts.bases, parts.staffToken) };
  const phases = [
    { fault: 'postgres', at: 0.15, run: () => postgresPhase(rig) },
    { fault: 'redis', at: 0.4, run: () => redisPhase(rig) },
    {
      fault: 'worker',
      at: 0.65,
      run: () => workerPhase(rig.fleet, rig.owner, rig.bases[0]!, rig.staffToken),
    },
  ].filter((p) => faults.has(p.fault));
  const report: string[] = [];
  const running = (async () => {
    for (const phase of phases) {
      const wait = started + phase.at * seconds * 1000 - performance.now();
      if (wait > 0) await sleep(wait);
      report.push(...(await phase.run().catch((err: Error) => [`${phase.fault}: ${err.stack}`])));
    }
  })();
  return {
    async finish(): Promise<string[]> {
      await running;
      await rig.writes.stop();
      const { acknowledged, statuses } = rig.writes;
      const lost = await lostWrites(rig.owner, acknowledged);
      const answers = [...statuses].map(([s, c]) => `${c} x ${s || 'no answer'}`).join(', ');
      const some = lost.length ? ` (${lost.slice(0, 5).join(', ')})` : '';
      return [
        ...report,
        `writes: ${acknowledged.length} acknowledged, ${lost.length} of them lost${some}; answers ${answers}`,
      ];
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers of the load between two instants: how many, and how many not 2xx/3xx. */
export function answersBetween(rig: SoakRig, from: number, to: number) {
  const window = rig.outcomes.filter((o) => o.at >= from && o.at <= to);
  const failed = window.filter((o) => o.status === 0 || o.status >= 400);
  const byStatus = new Map<number, number>();
  for (const o of failed) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const detail = [...byStatus].map(([s, n]) => `${n} x ${s || 'no answer'}`).join(', ');
  return `${window.length} answered, ${failed.length} not ok${detail ? ` (${detail})` : ''}`;
}

/** PostgreSQL restarted under the load: how long it was away and how soon writes were acknowledged again. */
export async function postgresPhase(rig: SoakRig): Promise<string[]> {
  const t0 = performance.now();
  const how = await rig.restartPostgres();
  const back = performance.now();
  while (rig.writes.lastAckAt < back && performance.now() - back < 30_000) await sleep(10);
  const firstAck =
    rig.writes.lastAckAt >= back ? `${(rig.writes.lastAckAt - back).toFixed(0)} ms` : 'none in 30 s';
  await sleep(2000);
  return [
    `postgres: ${how}, away ${(back - t0).toFixed(0)} ms; first acknowledged write ${firstAck} after it was back`,
    `  load from the restart to 2 s after recovery: ${answersBetween(rig, t0, performance.now())}`,
  ];
}

/** Raises a staff notification on one instance through the operator route that server.ts opens. */
async function raise(rig: SoakRig, title: string): Promise<number> {
  const { token } = JSON.parse(fs.readFileSync(path.join(rig.dataDirs[0]!, 'operator.json'), 'utf8'));
  const res = await fetch(`${rig.bases[0]}/api/operator/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify({
      command: 'notify',
      args: { community: 'riverside-condo', title, body: 'soak', feature: 'REPAIR_REQUEST' },
    }),
  }).catch(() => undefined);
  await res?.arrayBuffer();
  return res?.status ?? 0;
}

/** Whether `title` reaches the socket within `ms`; other events are passed over. */
async function heard(live: LiveClient, title: string, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  for (;;) {
    const left = until - performance.now();
    if (left <= 0) return false;
    const event = await live.next(left).catch(() => undefined);
    if (!event) return false;
    if (event.type === 'notification' && event.item.inboxTitle === title) return true;
  }
}

/**
 * Redis cut off from every instance for `ms`: requests keep being answered, a notification
 * raised on one instance stops reaching a socket on the other, and reaches it again once Redis
 * is back, on the same socket.
 */
export async function redisPhase(rig: SoakRig, ms = 8000): Promise<string[]> {
  if (!rig.redis) return ['redis: no relay in front of Redis'];
  const live = new LiveClient(
    liveUrl(rig.bases[1]!, 'riverside-condo'),
    rig.staffToken.replace('Bearer ', ''),
  );
  await live.opened;
  const before =
    (await raise(rig, 'soak before the cut')) && (await heard(live, 'soak before the cut', 5000));
  const t0 = performance.now();
  await rig.redis.cut();
  let raised = 0;
  let reached = 0;
  const raiseStatuses: number[] = [];
  while (performance.now() - t0 < ms) {
    const title = `soak during the cut ${raised++}`;
    raiseStatuses.push(await raise(rig, title));
    if (await heard(live, title, 1000)) reached++;
  }
  await rig.redis.restore();
  const back = performance.now();
  let recoveredMs = -1;
  for (let k = 0; performance.now() - back < 30_000; k++) {
    const title = `soak after the cut ${k}`;
    await raise(rig, title);
    if (await heard(live, title, 500)) {
      recoveredMs = performance.now() - back;
      break;
    }
  }
  const open = live.socket.readyState === WebSocket.OPEN;
  await live.close();
  return [
    `redis: cut for ${ms} ms; cross-instance notification before it: ${before ? 'heard' : 'NOT heard'}`,
    `  during the cut: ${reached} of ${raised} raised notifications reached the other instance's socket; raise answered ${[...new Set(raiseStatuses)].join('/')}`,
    `  load during the cut: ${answersBetween(rig, t0, back)}`,
    `  after Redis was back: live updates heard again after ${recoveredMs < 0 ? 'NOT within 30 s' : `${recoveredMs.toFixed(0)} ms`}; the socket opened before the cut ${open ? 'still open' : 'closed'}`,
  ];
}
