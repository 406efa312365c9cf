import { benchPlate, benchUnitNo, UNITS } from './car-bench-data';
import { launchServer } from './launch-server';
import { signInAsPmc } from './sign-in';

const REQUESTS = 300;

interface Server {
  app: string;
  engine: string;
  id: string;
  sheetTarget: string;
  cars: number;
  generateMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function latency(
  server: Server,
  auth: Record<string, string>,
  url: string,
  queries: Record<string, string>[],
) {
  const times: number[] = [];
  for (const [i, q] of queries.entries()) {
    const params = new URLSearchParams({ communityID: server.id, ...q });
    const start = performance.now();
    const res = await fetch(`${server.app}${url}?${params}`, { headers: auth });
    if (!res.ok) throw new Error(`${url} ${params}: ${res.status} ${await res.text()}`);
    await res.json();
    if (i >= 20) times.push(performance.now() - start); // the first few warm caches and the JIT
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)! };
}

const lookups = () =>
  Array.from({ length: REQUESTS }, (_, i) => {
    const plate = benchPlate((i * 7919) % (UNITS * 2));
    const kinds = [plate.split(' ')[1]!, plate.replace(' ', ''), plate.slice(1, 4), String(i % 100)];
    return { q: kinds[i % kinds.length]! };
  });
const lists = () =>
  Array.from({ length: REQUESTS }, (_, i) => {
    const kinds: Record<string, string>[] = [
      { status: 'APPROVED' },
      { status: 'WAITING' },
      { status: 'APPROVED', q: benchUnitNo(i % UNITS) },
      { status: 'APPROVED', q: String((i * 37) % 9999) },
      { q: 'Toyota' },
    ];
    return { limit: '20', ...kinds[i % kinds.length]! };
  });

/** A 5,000-row CSV car sheet for the empty community: two cars for each of 2,500 units. */
function sheet() {
  const rows = ['เลขที่ห้อง,ทะเบียน,จังหวัด,ประเภท,ยี่ห้อ,รุ่น,สี'];
  for (let i = 0; i < 5000; i++)
    rows.push(
      `${benchUnitNo(i % 2500)},${benchPlate(i)},กรุงเทพมหานคร,${i < 2500 ? 'CAR' : 'MOTORCYCLE'},Honda,City,ขาว`,
    );
  return Buffer.from(rows.join('\n'));
}

/** The gate's lookup and the car list in a 3,000-unit, 6,000-car community; a 5,000-row car sheet. */
export async function carBench() {
  const server = await launchServer<Server>('car-bench-server.ts');
  try {
    const auth = await signInAsPmc(server.app);
    console.log(`\nCars (${server.engine}; one client, requests one after another)`);
    console.log(
      `  community: ${UNITS} units, ${server.cars} cars with stickers, generated in ${(server.generateMs / 1000).toFixed(1)} s`,
    );
    console.log(
      '  read'.padEnd(48),
      'requests'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'max ms'.padStart(8),
    );
    for (const [label, url, qs, target] of [
      [
        'GET car-management/lookup (target p99 < 20)',
        '/api/car-directory/car-management/lookup',
        lookups(),
        20,
      ],
      ['GET car-register/list (target p99 < 50)', '/api/car-directory/car-register/list', lists(), 50],
    ] as const) {
      const r = await latency(server, auth, url, qs);
      console.log(
        `  ${label}`.padEnd(48),
        String(r.n).padStart(8),
        r.p50.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        r.max.toFixed(1).padStart(8),
        r.p99 < target ? ' met' : ' NOT met',
      );
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sheet())]), 'cars.csv');
    const start = performance.now();
    const res = await fetch(
      `${server.app}/api/car-directory/car-management/register?communityID=${server.sheetTarget}`,
      {
        method: 'POST',
        headers: auth,
        body: form,
      },
    );
    const body = (await res.json()) as { data?: { created: number }; message?: string };
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`car sheet: ${res.status} ${body.message}`);
    console.log(
      `\nCar sheet: 5,000 rows (.csv), checked and saved in one transaction: ${ms.toFixed(0)} ms, ${body.data!.created} created (target < 10,000 ms${ms < 10_000 ? ', met' : ', NOT met'})`,
    );
  } finally {
    server.stop();
  }
}
