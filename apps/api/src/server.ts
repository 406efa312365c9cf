import { buildApp } from './app';
import { loadConfig } from './config';
import { removeOperatorFile, writeOperatorFile } from './operator/operator-file';
import { registerOperatorRoute } from './operator/operator-route';
import { newSecret } from './platform/auth/secrets';
import { deferredLog } from './platform/faults/fault-log';
import { guardProcess } from './platform/faults/process-faults';
import { openProductData } from './product-data';
import { StartRefused } from './start-up-check';

const config = loadConfig();
// The pool reports lost connections here, to stderr until the app's logger exists.
const faultLog = deferredLog();
const { database, seeded } = await openProductData(config, faultLog).catch((err: unknown) => {
  // A refusal is a message for the operator, not a crash: what to change, without a stack.
  if (!(err instanceof StartRefused)) throw err;
  console.error(err.message);
  process.exit(1);
});
const app = await buildApp({ config, db: database.db });
faultLog.use(app.log);
const operatorToken = newSecret();
registerOperatorRoute(app, database.db, operatorToken);
await app.listen({ port: config.PORT, host: config.HOST });
// Once serving, a lost database or Redis connection is logged, not fatal
// (platform/faults/process-faults.ts); before that, a start-up that cannot finish exits.
guardProcess(app.log);
// With separate workers (worker.ts) running the jobs, this instance only answers requests.
if (config.RUN_JOBS) app.services.jobs.start({ intervalMs: config.JOB_POLL_MS });
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
