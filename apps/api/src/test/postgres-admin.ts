import pg from 'pg';

/** The URL of another database on the server `adminUrl` points at. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A new database, optionally a copy of `template` (which must have no open connections). */
export async function createDatabase(adminUrl: string, name: string, template?: string) {
  await withAdmin(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
}

/**
 * Waits until no session is connected to `name`: `pool.end()` does not wait for its connections
 * to close, and dropping or copying while they still close fails them.
 */
export async function waitUntilUnused(adminUrl: string, name: string) {
  await withAdmin(adminUrl, async (admin) => {
    for (let i = 0; i < 80; i++) {
      const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
      if (open.rowCount === 0) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string) {
  await waitUntilUnused(adminUrl, name);
  await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}
