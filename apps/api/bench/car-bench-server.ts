import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { generateCarCommunity } from './car-bench-data';
import { userIdByEmail } from './directory-bench-data';

/**
 * Run as a child of the car bench: the product over the demo data plus a 3,000-unit community
 * with 6,000 cars and stickers, and an empty 3,000-unit one for the car sheet. Prints one JSON
 * line and serves until SIGTERM. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh database
 * on that PostgreSQL server; neither: PGlite in memory.
 */
benchOnTestDatabase();
const host = await openBenchHost('car-bench', { ownDatabase: true });
const { seedMs, ...made } = await host.fillAsOwner({
  seed: async (db) => generateCarCommunity(db, await userIdByEmail(db, 'pmc@demo.test')),
  tables: 'unit_cars, car_stickers, units',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, ...made, generateMs: seedMs });
