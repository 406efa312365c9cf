/**
 * The landing bench's server, in a child process so the load generator does not share its CPU:
 * the product over a database holding the demo data plus a condo of 3,000 units and many
 * parcels, filled as the tables' owner. Prints one JSON line when ready. BENCH_DATABASE_URL: a
 * fresh database on that server.
 */
import { openBenchHost } from './bench-host';
import { seedHomeBench } from './home-bench-data';

const count = Number(process.env.BENCH_PARCELS ?? 200_000);
const host = await openBenchHost('home-bench', { ownDatabase: true });
const { seedMs } = await host.fillAsOwner({
  seed: async (db) => {
    await seedHomeBench(db, count);
    return {};
  },
  tables: 'parcels, units',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, count, seedMs });
