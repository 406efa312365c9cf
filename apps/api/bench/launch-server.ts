import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';

/**
 * Starts a bench's server script (a file in this folder) in a child process, so the load the
 * bench generates does not share the server's CPU or event loop. Answers the JSON line the
 * script prints when it is ready, the child's process ID (for its CPU time), and a way to stop it.
 */
export async function launchServer<Ready>(
  script: string,
): Promise<Ready & { pid: number | undefined; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, script),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string];
  return { ...(JSON.parse(line) as Ready), pid: child.pid, stop: () => child.kill('SIGTERM') };
}
