import fs from 'node:fs';
import path from 'node:path';

/**
 * Ends the migration drizzle-kit just wrote (the journal's last entry) with the call that gives
 * every table holding a community_id column its row-level security: enabled, forced, and the
 * `community_rows` policy keyed on the transaction's community (the function comes with the
 * platform's migration). Its grants come from the default privileges that migration set, so the
 * area's rows are the application role's to reach, in their community only, from its first
 * start. The catalogue test (platform/db/row-level-security.engines.test.ts) fails on a table left out.
 */
export function protectCommunityRows(migrationsFolder: string): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const file = path.join(migrationsFolder, `${journal.entries.at(-1)!.tag}.sql`);
  const text = fs.readFileSync(file, 'utf8').trimEnd();
  fs.writeFileSync(
    file,
    `${text}\n--> statement-breakpoint\n-- Row-level security for the new tables holding community rows.\nSELECT cc_protect_community_tables();\n`,
  );
  return file;
}
