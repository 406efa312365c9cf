import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { removeOperatorFile, writeOperatorFile } from './operator/operator-file';
import { registerOperatorRoute } from './operator/operator-route';
import { newSecret } from './platform/auth/secrets';
import { openDatabase } from './platform/db/client';
import { deferredLog } from './platform/faults/fault-log';
import { guardProcess } from './platform/faults/process-faults';
import { seedDemoData } from './seed/demo-data';

const config = loadConfig();
// The pool reports lost connections here, to stderr until the app's logger exists.
const faultLog = deferredLog();
const database = await openDatabase(
  config.DATABASE_URL
    ? { url: config.DATABASE_URL, log: faultLog }
    : { dataDir: path.join(config.DATA_DIR, 'pgdata') },
);
const seeded = config.SEED_DEMO && (await seedDemoData(database.db, path.join(config.DATA_DIR, 'uploads')));
const app = await buildApp({ config, db: database.db });
faultLog.use(app.log);
const operatorToken = newSecret();
registerOperatorRoute(app, database.db, operatorToken);
await app.listen({ port: config.PORT, host: config.HOST });
// Once serving, a lost database or Redis connection is logged, not fatal
// (platform/faults/process-faults.ts); before that, a start-up that cannot finish exits.
guardProcess(app.log);
app.services.jobs.start({ intervalMs: config.JOB_POLL_MS });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
writeOperatorFile(config.DATA_DIR, { pid: process.pid, port, token: operatorToken });
app.log.info(
  { database: database.kind, dataDir: config.DATA_DIR, seeded },
  `Community console ready at http://localhost:${port}`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    removeOperatorFile(config.DATA_DIR);
    await app.close();
    await database.close();
    process.exit(0);
  });
}
