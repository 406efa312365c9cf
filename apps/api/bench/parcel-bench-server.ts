/**
 * The parcel bench's server, in a child process so the load generator does not share its CPU:
 * the product over a database holding the demo data plus a community of many parcels.
 * Prints one JSON line when ready. BENCH_DATABASE_URL: a fresh database on that server.
 */
import { openBenchHost } from './bench-host';
import { seedBenchParcels } from './parcel-bench-data';

const count = Number(process.env.BENCH_PARCELS ?? 200_000);
const host = await openBenchHost('parcel-bench', { ownDatabase: true });
const started = performance.now();
await seedBenchParcels(host.db, count);
const seedMs = performance.now() - started;
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, count, seedMs });
