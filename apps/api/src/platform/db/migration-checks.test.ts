import path from 'node:path';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../../drizzle.config';
import { migrationsFolder } from './migrate';
import { journalOrderProblems, readJournal } from './migration-journal';
import { unmigratedSchemaFiles } from './schema-drift';

const apiRoot = path.resolve(import.meta.dirname, '../../..');
const schema = [drizzleConfig.schema ?? []].flat().map((glob) => path.join(apiRoot, glob));
const appSettingsFile = path.join(apiRoot, 'src/platform/db/app-settings.ts');
const driftedAppSettings = path.join(import.meta.dirname, 'fixtures/drifted-app-settings.ts');

// Neither check touches a database: it runs once, in whichever project holds the whole suite.
describe('checked-in migrations', () => {
  it('stamp each migration after the one before, or the migrator would skip it', async () => {
    const journal = await readJournal(migrationsFolder);
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(journalOrderProblems(journal)).toEqual([]);
    const [first] = journal.entries;
    const late = { ...first!, idx: journal.entries.length, tag: '9999_merged_late' };
    expect(journalOrderProblems({ entries: [...journal.entries, late] })).toEqual([
      expect.stringContaining('9999_merged_late is stamped'),
    ]);
  });

  it('match the tables: drizzle-kit generate has nothing to write, but notices a planted column', async () => {
    expect(schema).toContain(appSettingsFile);
    const planted = schema.map((file) => (file === appSettingsFile ? driftedAppSettings : file));
    const [real, drifted] = await Promise.all([
      unmigratedSchemaFiles(schema, migrationsFolder),
      unmigratedSchemaFiles(planted, migrationsFolder),
    ]);
    expect(real).toEqual([]);
    const sql = drifted.filter((f) => f.file.endsWith('.sql'));
    expect(sql).toHaveLength(1);
    expect(sql[0]!.text).toMatch(/ALTER TABLE "app_settings" ADD COLUMN "rotated_at"/);
  }, 120_000);
});
