import { launchServer } from './launch-server';
import { type Measurement, measure, printTable } from './measure';
import { CLIENT, signInAsPmc } from './sign-in';

type Shape = [name: string, url: string, headers?: Record<string, string>];

/**
 * Each shape in turn for `seconds`, `rounds` times over, so a load that drifts (a shared
 * machine) weighs on the bare route and the guarded ones alike; figures are over all rounds.
 */
async function interleaved(shapes: Shape[], rounds: number, seconds: number): Promise<Measurement[]> {
  const runs: Measurement[][] = shapes.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, [name, url, headers]] of shapes.entries()) {
      runs[i]!.push(await measure(name, url, { headers, seconds }));
    }
  }
  return runs.map((r) => ({
    name: r[0]!.name,
    rps: r.reduce((sum, m) => sum + m.rps, 0) / r.length,
    p50: r.map((m) => m.p50).sort((a, b) => a - b)[Math.floor(r.length / 2)]!,
    p99: Math.max(...r.map((m) => m.p99)),
    errors: r.reduce((sum, m) => sum + m.errors, 0),
  }));
}

/**
 * Session operations, and a guarded parcel count, against a bare route doing one indexed query
 * on the same database: the ratio is what authentication, the community guard and the scope cost.
 */
export async function sessionBench() {
  const server = await launchServer<{ app: string; bare: string; engine: string }>('bench-server.ts');
  try {
    const auth = await signInAsPmc(server.app);
    const q = 'communityID=riverside-condo';
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    const [bare, ...guarded] = await interleaved(
      [
        ['bare route (1 indexed query)', `${server.bare}/bare`],
        ['GET /api/user/info', `${server.app}/api/user/info`, auth],
        ['GET /api/acl/user', `${server.app}/api/acl/user?${q}`, auth],
        ['GET /api/parcel/overdue/count', `${server.app}/api/parcel/overdue/count?${q}`, auth],
      ],
      rounds,
      2,
    );
    const token = await measure('POST /api/authentication/token', `${server.app}/api/authentication/token`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
      connections: 4,
    });
    printTable(
      `Session operations (${server.engine}; 10 connections, ${rounds} interleaved rounds of 2 s; token: 4 connections, 5 s)`,
      [bare!, ...guarded, token],
      bare,
    );
    console.log('  target: each guarded read at 0.6x of the bare route or better');
    console.log('  token cost is dominated by argon2id password verification (19 MiB, 2 passes), by design');
  } finally {
    server.stop();
  }
}
