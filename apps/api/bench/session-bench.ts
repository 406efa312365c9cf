import { launchServer } from './launch-server';
import { measure, printTable } from './measure';
import { CLIENT, signInAsPmc } from './sign-in';

/**
 * Session operations, and a guarded parcel count, against a bare route doing one indexed query
 * on the same database: the ratio is what authentication, the community guard and the scope cost.
 */
export async function sessionBench() {
  const server = await launchServer<{ app: string; bare: string; engine: string }>('bench-server.ts');
  try {
    const auth = await signInAsPmc(server.app);
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
      await measure(
        'GET /api/parcel/overdue/count',
        `${server.app}/api/parcel/overdue/count?communityID=riverside-condo`,
        { headers: auth },
      ),
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
