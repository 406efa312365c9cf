import { once } from 'node:events';
import { incidentOps } from '@cc/contracts/incident-ops';
import { LIVE_PATH, type LiveEvent } from '@cc/contracts/notification-live';
import { sosOps } from '@cc/contracts/sos';
import { benchOnTestDatabase } from './bench-host';
import { INCIDENT_BENCH_COMMUNITY } from './incident-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';

interface Ready {
  app: string;
  engine: string;
  fanOut: string;
  kept: boolean;
  units: number;
  incidents: number;
  staff: number;
  staffTokens: string[];
  guardTokens: string[];
  seedMs: number;
}

/** p99 targets in ms: a page of the incident list; an SOS from the raise to a console's `changed`. */
const TARGETS = { list: 50, sos: 500 } as const;
const SOCKETS = 1_000;
const RAISES = 30;
const PAGES_DEEP = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const verdict = (target: number, r: { p50: number; p99: number; errors: number }, label: string) =>
  `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${label} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`;

/** The WebSocket of the platform (Node 22), else the `ws` package's (Node 20), which the API serves sockets with. */
async function webSocketClass(): Promise<typeof WebSocket> {
  if (typeof globalThis.WebSocket === 'function') return globalThis.WebSocket;
  const name = 'ws';
  return ((await import(name)) as { WebSocket: typeof WebSocket }).WebSocket;
}

/**
 * Incidents at scale: `incident/list` over 50,000 incidents of a 3,000-unit condominium (no
 * filter, status, severity, category, both, and keyset pages up to five deep) from 1 and 8
 * clients; then 1,000 console sockets of 100 staff members open on one instance, and SOS alerts
 * raised by guards one after another (each resolved before the next, one open per person): the
 * time from the raise call to each socket's `changed` event for it (what shows the banner).
 * Figures beside their p99 targets, printed, never asserted.
 */
export async function incidentBench() {
  benchOnTestDatabase();
  const server = await launchServer<Ready>('incident-bench-server.ts');
  const sockets: WebSocket[] = [];
  try {
    console.log(
      `\nIncidents: ${server.units.toLocaleString()} units, ${server.incidents.toLocaleString()} incidents, ` +
        `${server.staff} staff ${server.kept ? 'reused' : 'generated'} in ${(server.seedMs / 1000).toFixed(1)} s ` +
        `(${server.engine}, ${server.fanOut} fan-out)`,
    );
    const verdicts: string[] = [];
    const headers = { authorization: `Bearer ${server.staffTokens[0]}` };
    const url = (q: Record<string, string> = {}) =>
      `${server.app}${incidentOps.list.path}?${new URLSearchParams({ communityID: INCIDENT_BENCH_COMMUNITY, ...q })}`;

    // The filters a console combines, each with its first page and the pages after it.
    const filters: Record<string, string>[] = [
      {},
      { status: 'REPORTED' },
      { status: 'CLOSED' },
      { status: 'CANCELLED' },
      { severity: 'CRITICAL' },
      { severity: 'LOW' },
      { category: 'FIRE' },
      { status: 'CLOSED', severity: 'HIGH' },
      { status: 'IN_PROGRESS', severity: 'CRITICAL' },
      { severity: 'CRITICAL', category: 'FIRE' },
      { from: new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10) },
    ];
    const firstPages: string[] = [];
    const deepPages: string[] = [];
    for (const f of filters) {
      firstPages.push(url(f));
      let lastKey: string | null = null;
      for (let page = 1; page < PAGES_DEEP; page++) {
        const res = await fetch(url(lastKey ? { ...f, lastKey } : f), { headers });
        if (!res.ok) throw new Error(`incident/list: ${res.status} ${await res.text()}`);
        lastKey = ((await res.json()) as { lastKey: string | null }).lastKey;
        if (!lastKey) break;
        deepPages.push(url({ ...f, lastKey }));
      }
    }
    await measureVaried('warm-up', [...firstPages, ...deepPages], headers, 1, 1);
    const rows: Measurement[] = [
      await measureVaried('incident/list first pages, 1 client', firstPages, headers, 1),
      await measureVaried('incident/list pages 2-5, 1 client', deepPages, headers, 1),
      await measureVaried('incident/list mixed, 8 clients', [...firstPages, ...deepPages], headers, 8),
    ];
    printTable(`Incident list (target p99 < ${TARGETS.list} ms)`, rows);
    for (const r of rows) verdicts.push(verdict(TARGETS.list, r, r.name));

    // 1,000 console sockets, ten per staff member, as the console opens them (a bearer subprotocol).
    const Socket = await webSocketClass();
    const firstSeen = new Map<string, number[]>();
    let changedEvents = 0;
    const onMessage = (m: MessageEvent) => {
      const event = JSON.parse(String(m.data)) as LiveEvent;
      if (event.type !== 'changed' || event.featureEnum !== 'INCIDENT_REPORT') return;
      changedEvents++;
      for (const id of event.ids) {
        const seen = firstSeen.get(id) ?? [];
        seen.push(performance.now());
        firstSeen.set(id, seen);
      }
    };
    const live = `${server.app.replace('http', 'ws')}${LIVE_PATH}?communityID=${INCIDENT_BENCH_COMMUNITY}`;
    const connectStart = performance.now();
    for (let i = 0; i < SOCKETS; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, SOCKETS - i) }, async (_, j) => {
          const ws = new Socket(live, ['bearer', server.staffTokens[(i + j) % server.staffTokens.length]!]);
          sockets.push(ws);
          await once(ws, 'message'); // the greeting badge
          ws.addEventListener('message', onMessage);
        }),
      );
    }
    const connectMs = performance.now() - connectStart;

    const sosCall = async (token: string, path: string, body: object) => {
      const res = await fetch(`${server.app}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ communityID: INCIDENT_BENCH_COMMUNITY, ...body }),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { alertID: string } }).data;
    };
    /** Raises an SOS as guard g, waits until every socket saw it, resolves it; answers the delays. */
    const raiseOnce = async (g: number) => {
      const guard = server.guardTokens[g % server.guardTokens.length]!;
      const t0 = performance.now();
      const { alertID } = await sosCall(guard, sosOps.raise.path, { place: 'ลานจอดรถ B2', note: 'bench' });
      const deadline = performance.now() + 10_000;
      while ((firstSeen.get(alertID)?.length ?? 0) < SOCKETS && performance.now() < deadline) await sleep(5);
      const delays = (firstSeen.get(alertID) ?? []).map((t) => t - t0);
      await sosCall(guard, sosOps.resolve.path, { alertID });
      // The resolve's own `changed` events arrive before the next raise is timed.
      const settled = performance.now() + 5_000;
      while ((firstSeen.get(alertID)?.length ?? 0) < 2 * SOCKETS && performance.now() < settled)
        await sleep(5);
      return { delays, missed: SOCKETS - delays.length };
    };
    for (let k = 0; k < 3; k++) await raiseOnce(k); // start-up compilation is not counted
    const delays: number[] = [];
    const firsts: number[] = [];
    let missed = 0;
    for (let k = 0; k < RAISES; k++) {
      const r = await raiseOnce(k);
      delays.push(...r.delays);
      firsts.push(Math.min(...r.delays));
      missed += r.missed;
      await sleep(50);
    }
    delays.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    const sos = { p50: percentile(delays, 50), p99: percentile(delays, 99), errors: missed };
    console.log(
      `\nSOS to banner (${SOCKETS} console sockets of ${server.staffTokens.length} staff, one instance, ${server.fanOut} fan-out)`,
    );
    console.log(`  connect ${SOCKETS} sockets   ${connectMs.toFixed(0)} ms`);
    console.log(
      `  ${RAISES} raises, each resolved before the next: raise-to-changed p50 ${sos.p50.toFixed(1)} ms, ` +
        `p99 ${sos.p99.toFixed(1)} ms, max ${delays.at(-1)?.toFixed(1)} ms (first socket p50 ${percentile(firsts, 50).toFixed(1)} ms); ` +
        `${missed} deliveries missing, ${changedEvents} changed events in all`,
    );
    verdicts.push(verdict(TARGETS.sos, sos, `SOS raise to banner, ${SOCKETS} sockets open`));
    console.log('\nIncident targets');
    for (const v of verdicts) console.log(v);
  } finally {
    for (const ws of sockets) ws.close();
    server.stop();
  }
}
