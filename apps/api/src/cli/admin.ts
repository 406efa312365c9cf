import { type Config, loadConfig } from '../config';
import { OPERATOR_COMMANDS, runOperatorCommand } from '../operator/commands';
import { directNotifyContext } from '../operator/direct-notify';
import { readLiveOperatorFile } from '../operator/operator-file';
import { openDatabase } from '../platform/db/client';
import { AppError } from '../platform/errors';
import { productDatabase } from '../product-data';
import { BACKUP_SUMMARIES, backup } from './backup';
import { restore } from './restore';

const usage = () =>
  `Usage: npm run admin -- <command> [--flag value ...]\n\n${Object.values(OPERATOR_COMMANDS)
    .map((c) => `  ${c.summary}`)
    .concat(BACKUP_SUMMARIES.map((s) => `  ${s}`))
    .join('\n')}`;

/**
 * Commands that act on the data directory and database as a whole, from this process: never
 * sent to a running server (a PGlite backup and every restore need none running).
 */
const WHOLE_DATA_COMMANDS: Record<
  string,
  (config: Config, args: Record<string, string>) => Promise<unknown>
> = { backup, restore };

/**
 * Through the server running from this DATA_DIR when there is one: it may own the embedded
 * database, and its notifications reach its open consoles. Straight to the database otherwise.
 */
async function run(command: string, args: Record<string, string>) {
  const config = loadConfig();
  const whole = WHOLE_DATA_COMMANDS[command];
  if (whole) return whole(config, args);
  const live = readLiveOperatorFile(config.DATA_DIR);
  if (live) {
    const res = await fetch(`http://127.0.0.1:${live.port}/api/operator/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': live.token },
      body: JSON.stringify({ command, args }),
    });
    const body = (await res.json()) as { isSuccess: boolean; data?: unknown; message?: string };
    if (!body.isSuccess) throw new AppError(res.status, 'REMOTE', body.message ?? 'failed');
    return body.data;
  }
  const database = await openDatabase(productDatabase(config));
  const direct = directNotifyContext(database.db, config);
  try {
    return await runOperatorCommand(database.db, command, args, direct.ctx);
  } finally {
    await direct.close();
    await database.close();
  }
}

/** `--key value` pairs after the command; a flag without a value reads as "true". */
function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) flags[name] = 'true';
    else flags[name] = argv[++i]!;
  }
  return flags;
}

const [command, ...rest] = process.argv.slice(2);
if (!command || command === 'help') {
  console.log(usage());
  process.exit(command ? 0 : 1);
}
const args = parseFlags(rest);
try {
  console.log(JSON.stringify(await run(command, args), null, 2));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
