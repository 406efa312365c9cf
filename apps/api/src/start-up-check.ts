import { like } from 'drizzle-orm';
import { type Config, DEMO_CLIENT_SECRET } from './config';
import { verifyPassword } from './platform/auth/passwords';
import { users } from './platform/auth/tables';
import type { Database } from './platform/db/client';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './seed/demo-data';

/** A start the server refuses; server.ts prints its message alone (no stack) and exits. */
export class StartRefused extends Error {
  override name = 'StartRefused';
}

const isProduction = (config: Config) => config.NODE_ENV === 'production';

/**
 * What a production start must not carry that the configuration alone shows: the client secret
 * every copy of the README publishes, and a demo seed (accounts whose password is published too).
 */
export function configProblems(config: Config): string[] {
  if (!isProduction(config)) return [];
  const problems: string[] = [];
  if (config.OAUTH_CLIENT_SECRET === DEMO_CLIENT_SECRET) {
    problems.push(
      `OAUTH_CLIENT_SECRET is the published demo secret '${DEMO_CLIENT_SECRET}': set OAUTH_CLIENT_SECRET to a secret of your own, and build the console with the same VITE_OAUTH_CLIENT_SECRET`,
    );
  }
  if (!config.JWT_SECRET) {
    problems.push(
      'JWT_SECRET is unset: set it (32+ random characters, the same on every instance and worker) so tokens do not depend on a secret generated into the database',
    );
  }
  if (config.SEED_DEMO) {
    problems.push(
      `SEED_DEMO=true would seed demo accounts with the published password '${DEMO_PASSWORD}': unset it or set SEED_DEMO=false`,
    );
  }
  return problems;
}

/**
 * Demo accounts (the seed's reserved `@demo.test` addresses) that still sign in with the demo
 * password. The seed gives them all one hash, so this verifies a handful of hashes at most, and
 * only on a production start.
 */
export async function demoPasswordProblems(config: Config, db: Database): Promise<string[]> {
  if (!isProduction(config)) return [];
  const demo = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  const hashes = [...new Set(demo.map((u) => u.passwordHash).filter((h): h is string => h !== null))];
  const published = new Set<string>();
  for (const hash of hashes) if (await verifyPassword(hash, DEMO_PASSWORD)) published.add(hash);
  const exposed = demo.filter((u) => u.passwordHash !== null && published.has(u.passwordHash));
  if (exposed.length === 0) return [];
  const some = exposed
    .slice(0, 3)
    .map((u) => u.email)
    .join(', ');
  return [
    `the database holds ${exposed.length} demo account(s) (${some}${exposed.length > 3 ? ', ...' : ''}) with the published password '${DEMO_PASSWORD}': start on a database without the demo data (SEED_DEMO=false on a new database), or change or remove those accounts`,
  ];
}

function refuse(problems: string[]) {
  if (problems.length === 0) return;
  throw new StartRefused(
    `Refusing to start in production mode (NODE_ENV=production):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
}

/** Before the database is opened: the configuration's own problems. */
export const assertConfigReady = (config: Config) => refuse(configProblems(config));

/** Once the database is open, before the server listens: demo passwords it still holds. */
export async function assertDatabaseReady(config: Config, db: Database) {
  refuse(await demoPasswordProblems(config, db));
}
