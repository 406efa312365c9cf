/**
 * The regulation bench's server, in a child process so the load generator does not share its
 * CPU: the product over the demo data plus a condominium of 3,000 units with 100 rule versions
 * and 300,000 marks. Prints one JSON line when ready with the demo PMC's token and the version
 * ids. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh database on that server, dropped at the
 * stop (BENCH_KEEP_DATABASE=1: kept and reused); neither: PGlite in memory.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from '../src/platform/db/client';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import {
  benchRegulationFigures,
  benchRegulationSession,
  benchVersionIds,
  seedBenchRegulation,
} from './regulation-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('regulation-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchRegulation,
  figures: benchRegulationFigures,
  tables: 'units, buildings, regulation_documents, regulation_versions, regulation_unit_marks',
});
let person: Awaited<ReturnType<typeof benchRegulationSession>>;
let versions: { id: string }[];
if (host.ownerUrl) {
  const owner = postgresHandle(new pg.Pool({ connectionString: host.ownerUrl, max: 1 }));
  person = await benchRegulationSession(owner.db);
  versions = await benchVersionIds(owner.db);
  await owner.close();
} else {
  await host.db.execute(sql`reset role`);
  person = await benchRegulationSession(host.db);
  versions = await benchVersionIds(host.db);
  await host.db.execute(sql`set role cc_app`);
}
const app = await host.buildApp();
const base = await host.listen(app);
const token = await app.services.jwt.signAccess({
  sub: person.user_id,
  sid: person.session_id,
  email: person.email,
});

host.ready({
  app: base,
  engine: host.engine,
  kept: host.kept,
  ...seeded,
  token,
  versionIds: versions.map((v) => v.id),
  seedMs,
});
