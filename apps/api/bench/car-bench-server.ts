import { sql } from 'drizzle-orm';
import { openBenchHost } from './bench-host';
import { generateCarCommunity } from './car-bench-data';
import { userIdByEmail } from './directory-bench-data';

/**
 * Run as a child of the car bench: the product over the demo data plus a 3,000-unit community
 * with 6,000 cars and stickers, and an empty 3,000-unit one for the car sheet. Prints one JSON
 * line and serves until SIGTERM.
 */
const host = await openBenchHost('car-bench');
const started = performance.now();
const pmc = await userIdByEmail(host.db, 'pmc@demo.test');
const made = await generateCarCommunity(host.db, pmc);
await host.db.execute(sql`analyze`);
const generateMs = performance.now() - started;
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, ...made, generateMs });
