import { bookingOps } from '@cc/contracts/facilitybooking-booking-ops';
import pg from 'pg';
import { addDays } from '../src/platform/time/zone-clock';
import { benchOnTestDatabase } from './bench-host';
import { FACILITY_BENCH_COMMUNITY } from './facility-bench-data';
import { launchServer } from './launch-server';
import { type Measurement, measureVaried, printTable } from './measure';
import { signInAsPmc } from './sign-in';

interface Ready {
  app: string;
  engine: string;
  ownerUrl: string | null;
  kept: boolean;
  units: number;
  facilities: number;
  bookings: number;
  slotRows: number;
  counterRows: number;
  today: string;
  facilityList: { id: string; kind: string; capacity: number; hot: boolean; slotMinutes: number | null }[];
  unitIDs: string[];
  seedMs: number;
}

/** p99 targets in ms, by what an operation is. */
const TARGETS = { slot: 30, calendar: 60, list: 50, book: 100 } as const;
const HOT_CLIENTS = 200;
const HOT_SECONDS = 10;
/** How many of the earliest slots not yet full the hot-slot run's clients aim at, at any moment. */
const HOT_WINDOW = 4;
const BANGKOK_MS = 7 * 3600_000;

/** The instant a Bangkok wall time `day` `hour`:00 is. */
const bangkok = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3600_000 - BANGKOK_MS);
/** The first and last day of the month `offset` months from the one `day` is in. */
function monthOf(day: string, offset: number) {
  const d = new Date(Date.parse(`${day}T00:00:00Z`));
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset + 1, 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

const verdict = (target: number, r: Measurement, label: string) =>
  `  ${r.p99 < target && r.errors === 0 ? 'met    ' : 'NOT met'} p99 < ${target} ms: ${label} (p50 ${r.p50.toFixed(1)}, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''})`;

/**
 * 200 clients book for 10 s: each books a unit (in turn through all 3,000) into one of the
 * HOT_WINDOW earliest slots of the rooftop facilities not yet known full, so every booking races
 * others for the same few rows. A SLOT_FULL answer marks its slot full for everyone and the
 * window moves on. `pauseMs` 0: no client waits between requests (the server's most); otherwise
 * each waits about that long (0 to twice it, and as long before its first), as people do.
 */
async function hotRun(server: Ready, headers: Record<string, string>, pauseMs: number, firstDay: number) {
  const hot = server.facilityList.filter((f) => f.hot);
  const slots: { facilityID: string; startsAt: string }[] = [];
  for (let d = firstDay; d < firstDay + 30; d++) {
    const day = addDays(server.today, d);
    for (let hour = 8; hour < 22; hour++)
      for (const f of hot) slots.push({ facilityID: f.id, startsAt: bangkok(day, hour).toISOString() });
  }
  const full = new Set<number>();
  let front = 0;
  const aim = () => {
    while (full.has(front)) front++;
    const open: number[] = [];
    for (let i = front; open.length < HOT_WINDOW && i < slots.length; i++) if (!full.has(i)) open.push(i);
    return open[Math.floor(Math.random() * open.length)]!;
  };
  const url = `${server.app}${bookingOps.book.path}`;
  const json = { ...headers, 'content-type': 'application/json' };
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  const booked = new Set<number>();
  let n = 0;
  const started = performance.now();
  const deadline = started + HOT_SECONDS * 1000;
  const pause = () =>
    new Promise((resolve) =>
      setTimeout(resolve, Math.min(Math.random() * 2 * pauseMs, Math.max(0, deadline - performance.now()))),
    );
  const worker = async () => {
    if (pauseMs) await pause();
    while (performance.now() < deadline) {
      const i = aim();
      const k = n++;
      const body = JSON.stringify({
        communityID: FACILITY_BENCH_COMMUNITY,
        facilityID: slots[i]!.facilityID,
        unitID: server.unitIDs[(k * 7) % server.unitIDs.length],
        startsAt: slots[i]!.startsAt,
        people: 1 + (k % 4),
      });
      const t0 = performance.now();
      const res = await fetch(url, { method: 'POST', headers: json, body });
      const answer = (await res.json()) as { code?: string };
      latencies.push(performance.now() - t0);
      const outcome = res.status === 200 ? '200' : `${res.status} ${answer.code ?? ''}`.trim();
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      if (res.status === 200) booked.add(i);
      if (answer.code === 'SLOT_FULL') full.add(i);
      if (pauseMs) await pause();
    }
  };
  await Promise.all(Array.from({ length: HOT_CLIENTS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
  return {
    requests: latencies.length,
    seconds,
    ok: outcomes.get('200') ?? 0,
    outcomes,
    p50: at(0.5),
    p99: at(0.99),
    slotsBooked: booked.size,
    slotsFull: full.size,
  };
}

/** The invariants the run must leave, checked in SQL as the tables' owner. */
async function capacityCheck(ownerUrl: string) {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const over = await client.query<{ n: number }>(
      `select count(*)::int as n from facility_slot_usage u join facilities f on f.id = u.facility_id
       where u.community_id = $1 and u.taken > f.capacity`,
      [FACILITY_BENCH_COMMUNITY],
    );
    const mismatched = await client.query<{ n: number }>(
      `select count(*)::int as n from facility_slot_usage u
       full join (
         select facility_id, starts_at, sum(places)::int as places from facility_bookings
         where community_id = $1 and state in ('PENDING', 'CONFIRMED', 'CHECKED_IN', 'NO_SHOW')
         group by facility_id, starts_at
       ) b on b.facility_id = u.facility_id and b.starts_at = u.slot_start
       where coalesce(u.community_id, $1) = $1 and coalesce(u.taken, 0) <> coalesce(b.places, 0)`,
      [FACILITY_BENCH_COMMUNITY],
    );
    const slots = await client.query<{ n: number }>(
      'select count(*)::int as n from facility_slot_usage where community_id = $1',
      [FACILITY_BENCH_COMMUNITY],
    );
    return { over: over.rows[0]!.n, mismatched: mismatched.rows[0]!.n, slots: slots.rows[0]!.n };
  } finally {
    await client.end();
  }
}

/**
 * Facility booking at scale over HTTP: a facility's slots (a day; a week for a unit), the
 * office's calendar (one facility a month; all of them a week and a month) and list, then 200
 * clients booking hot slots for 10 s and the capacity invariants checked in SQL. Figures
 * beside their p99 targets, printed, never asserted.
 */
export async function facilityBench() {
  // PostgreSQL when the tests' server is given and the bench's own is not (a database of its own).
  benchOnTestDatabase();
  const server = await launchServer<Ready>('facility-bench-server.ts');
  try {
    console.log(
      `\nFacility booking: ${server.units.toLocaleString()} units, ${server.facilities} facilities, ` +
        `${server.bookings.toLocaleString()} bookings over two years (${server.slotRows.toLocaleString()} slot rows, ` +
        `${server.counterRows.toLocaleString()} unit counters) ${server.kept ? 'reused' : 'generated'} in ` +
        `${(server.seedMs / 1000).toFixed(1)} s (${server.engine})`,
    );
    const headers = await signInAsPmc(server.app);
    const url = (path: string, q: Record<string, string> = {}) =>
      `${server.app}${path}?${new URLSearchParams({ communityID: FACILITY_BENCH_COMMUNITY, ...q })}`;
    const { slots, calendar, list } = bookingOps;
    const fs = server.facilityList;
    const days = Array.from({ length: 21 }, (_, i) => addDays(server.today, i - 7));
    const months = [-3, -2, -1, 0, 1, 2].map((m) => monthOf(server.today, m));
    const weeks = Array.from({ length: 12 }, (_, i) => addDays(server.today, 7 * (i - 6)));
    const listKeys: string[] = [];
    let lastKey: string | null = null;
    for (let page = 0; page < 20; page++) {
      const res = await fetch(url(list.path, lastKey ? { lastKey } : {}), { headers });
      lastKey = ((await res.json()) as { lastKey?: string | null }).lastKey ?? null;
      if (!lastKey) break;
      listKeys.push(lastKey);
    }
    const ops: [string, keyof typeof TARGETS, string[]][] = [
      [
        'slot: a facility, a day',
        'slot',
        days.flatMap((day, i) => [
          url(slots.path, { facilityID: fs[i % fs.length]!.id, from: day, to: day }),
        ]),
      ],
      [
        'slot: 7 days, with unitID',
        'slot',
        days.map((day, i) =>
          url(slots.path, {
            facilityID: fs[(i * 3) % fs.length]!.id,
            from: day,
            to: addDays(day, 6),
            unitID: server.unitIDs[(i * 131) % server.unitIDs.length]!,
          }),
        ),
      ],
      [
        'calendar: a facility, a month',
        'calendar',
        months.flatMap((m, i) =>
          [0, 1, 2].map((j) =>
            url(calendar.path, { ...m, facilityID: fs[(i * 7 + j * 13) % fs.length]!.id }),
          ),
        ),
      ],
      [
        'calendar: all facilities, a week',
        'calendar',
        weeks.map((from) => url(calendar.path, { from, to: addDays(from, 6) })),
      ],
      ['calendar: all facilities, a month', 'calendar', months.map((m) => url(calendar.path, m))],
      ['list: first page', 'list', [url(list.path)]],
      ['list: pages 2-20 (lastKey)', 'list', listKeys.map((k) => url(list.path, { lastKey: k }))],
      ['list: a facility', 'list', fs.map((f) => url(list.path, { facilityID: f.id }))],
      ['list: a month', 'list', months.map((m) => url(list.path, m))],
      ['list: pending', 'list', [url(list.path, { state: 'PENDING' })]],
      [
        'list: a unit number (q)',
        'list',
        ['B07-0', 'B12-045', 'B3', '-099', 'B28-01'].map((q) => url(list.path, { q })),
      ],
    ];
    const verdicts: string[] = [];
    for (const connections of [1, 8]) {
      const rows: Measurement[] = [];
      for (const [name, , urls] of ops) rows.push(await measureVaried(name, urls, headers, connections));
      printTable(`Facility booking over HTTP (${server.engine}; ${connections} concurrent, 4 s each)`, rows);
      rows.forEach((r, k) => {
        verdicts.push(verdict(TARGETS[ops[k]![1]], r, `${r.name} @${connections}`));
      });
    }

    const hot = fs.filter((f) => f.hot);
    // Without pauses the clients ask as fast as the server answers; with a pause of 5 s each, about
    // 40 bookings a second arrive (200 people pressing Book, and again after an answer), on slots a
    // month later so the two runs do not share slots.
    const runs: [string, number, number][] = [
      ['no pause between requests', 0, 1],
      ['each client pausing ~5 s between requests', 5_000, 31],
    ];
    for (const [label, pauseMs, firstDay] of runs) {
      const run = await hotRun(server, headers, pauseMs, firstDay);
      console.log(
        `\nHot slots, ${label}: ${HOT_CLIENTS} clients booking the ${HOT_WINDOW} earliest open slots of ` +
          `${hot.length} rooftop facilities (capacity ${hot[0]?.capacity}) for ${run.seconds.toFixed(1)} s`,
      );
      console.log(
        `  ${run.requests.toLocaleString()} requests (${(run.requests / run.seconds).toFixed(0)}/s): ` +
          `${run.ok.toLocaleString()} booked (${(run.ok / run.seconds).toFixed(0)} bookings/s), ` +
          [...run.outcomes]
            .filter(([k]) => k !== '200')
            .map(([k, v]) => `${v.toLocaleString()} ${k}`)
            .join(', '),
      );
      console.log(
        `  latency p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms; ${run.slotsBooked} slots booked into, ` +
          `${run.slotsFull} answered full`,
      );
      verdicts.push(
        `  ${run.p99 < TARGETS.book ? 'met    ' : 'NOT met'} p99 < ${TARGETS.book} ms: book, ${HOT_CLIENTS} clients on hot slots, ${label} (p50 ${run.p50.toFixed(1)}, p99 ${run.p99.toFixed(1)} ms)`,
      );
    }
    if (server.ownerUrl) {
      const check = await capacityCheck(server.ownerUrl);
      console.log(
        `  after the runs, of ${check.slots.toLocaleString()} slot rows: ${check.over} over capacity, ` +
          `${check.mismatched} whose taken differs from the places its holding bookings hold`,
      );
      verdicts.push(
        `  ${check.over === 0 && check.mismatched === 0 ? 'met    ' : 'NOT met'} zero slots over capacity (${check.over}; ${check.mismatched} not matching their bookings)`,
      );
    }
    console.log('\nTargets:');
    for (const v of verdicts) console.log(v);
  } finally {
    server.stop();
  }
}
