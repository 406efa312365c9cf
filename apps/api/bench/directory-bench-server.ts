/**
 * Run as a child of the directory bench: the product over a database holding the demo data plus
 * a 5,000-unit, 15,000-resident community and an empty one to import into. It prints one JSON
 * line (address, community ids, how long the data took) and serves until SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { openBenchHost } from './bench-host';
import { generateBigCommunity, generateImportTarget, userIdByEmail } from './directory-bench-data';

const host = await openBenchHost('dir-bench');
const started = performance.now();
const pmc = await userIdByEmail(host.db, 'pmc@demo.test');
const big = await generateBigCommunity(host.db, pmc);
const importInto = await generateImportTarget(host.db, pmc);
// Fresh statistics, as autovacuum would leave them on a server that has been running a while.
await host.db.execute(sql`analyze`);
const generateMs = performance.now() - started;
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, big, importInto, generateMs });
