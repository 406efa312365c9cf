/**
 * The tutorial bench's server, in a child process so the load generator does not share its
 * CPU: the product over the demo data plus a condominium with 2,000 tutorials and 100,000 progress rows. Prints one
 * JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh database on that
 * PostgreSQL server, dropped at the stop (BENCH_KEEP_DATABASE=1: kept and reused); neither:
 * PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchTutorialFigures, seedBenchTutorial } from './tutorial-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('tutorial-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchTutorial,
  figures: benchTutorialFigures,
  tables: 'tutorial_items, tutorial_progress',
});
const app = await host.buildApp();
host.ready({
  app: await host.listen(app),
  engine: host.engine,
  ownerUrl: host.ownerUrl ?? null,
  kept: host.kept,
  ...seeded,
  seedMs,
});
