import fs from 'node:fs/promises';
import path from 'node:path';

export interface MigrationJournal {
  entries: { idx: number; when: number; tag: string }[];
}

export async function readJournal(migrationsFolder: string): Promise<MigrationJournal> {
  return JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
}

/**
 * Why the journal's order cannot be trusted, if it cannot. Drizzle's migrator applies only the
 * migrations stamped after the newest one applied, so a migration whose `when` is not after its
 * predecessor's (a branch merged late, a clock behind) is skipped without a word.
 */
export function journalOrderProblems(journal: MigrationJournal): string[] {
  return journal.entries.flatMap((entry, i) => {
    const before = journal.entries[i - 1];
    return before && entry.when <= before.when
      ? [`${entry.tag} is stamped ${entry.when}, not after ${before.tag} (${before.when})`]
      : [];
  });
}
