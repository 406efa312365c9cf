import { buildApp } from './app';
import { loadConfig } from './config';
import { deferredLog } from './platform/faults/fault-log';
import { guardProcess } from './platform/faults/process-faults';
import { openProductData } from './product-data';
import { StartRefused } from './start-up-check';

/**
 * A worker: the same build as the API, running the durable jobs (scheduled posts, bill runs,
 * notices, reminders, digests) and answering no requests, so API instances can run with
 * RUN_JOBS=false and the job load scales on its own. Any number of workers may run: each due
 * job is claimed by one of them (platform/jobs/job-runner.ts), and one that dies mid-job has its
 * lease taken over. SIGTERM finishes the job in hand before the process ends.
 *
 * It shares the API's PostgreSQL (the embedded database belongs to the one process that opened
 * it), migrates it like an API instance would (under the same advisory lock) and seeds nothing.
 */
const config = { ...loadConfig(), SEED_DEMO: false };
if (!config.DATABASE_URL) {
  console.error(
    'A separate worker shares the API’s database: set DATABASE_URL to its PostgreSQL. ' +
      'On the embedded database, `npm start` runs the jobs inside the API.',
  );
  process.exit(1);
}
const faultLog = deferredLog();
const { database } = await openProductData(config, faultLog).catch((err: unknown) => {
  if (!(err instanceof StartRefused)) throw err;
  console.error(err.message);
  process.exit(1);
});
const app = await buildApp({ config, db: database.db });
faultLog.use(app.log);
await app.ready();
guardProcess(app.log);
app.services.jobs.start({ intervalMs: config.JOB_POLL_MS });
app.log.info({ instanceId: app.services.jobs.instanceId }, 'worker ready: running jobs');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    // Closing the app stops the polling and waits for the job in hand (job-runner stop()).
    await app.close();
    await database.close();
    process.exit(0);
  });
}
