import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { measure, printTable } from './measure';

const CLIENT = `Basic ${Buffer.from('web-console:web-console-secret').toString('base64')}`;

async function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bench-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  const [line] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string];
  return {
    ...(JSON.parse(line) as { app: string; bare: string; engine: string }),
    stop: () => child.kill('SIGTERM'),
  };
}

/** Session operations against a bare route doing one indexed query on the same database. */
export async function sessionBench() {
  const server = await startServer();
  try {
    const signIn = await fetch(`${server.app}/api/authentication/token`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const bare = await measure('bare route (1 indexed query)', `${server.bare}/bare`);
    const rows = [
      await measure('POST /api/authentication/token', `${server.app}/api/authentication/token`, {
        method: 'POST',
        headers: { authorization: CLIENT, 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'pmc@demo.test', password: 'demo1234' }),
        connections: 4,
      }),
      await measure('GET /api/user/info', `${server.app}/api/user/info`, { headers: auth }),
      await measure('GET /api/acl/user', `${server.app}/api/acl/user?communityID=riverside-condo`, {
        headers: auth,
      }),
    ];
    printTable(
      `Session operations (${server.engine}; 10 connections, 5 s each; token: 4 connections)`,
      [bare, ...rows],
      bare,
    );
    console.log('  token cost is dominated by argon2id password verification (19 MiB, 2 passes), by design');
  } finally {
    server.stop();
  }
}
