import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles, REPO_ROOT } from './source-files';

/**
 * kebab-case words, then dot-separated kebab-case suffixes: `unit-routes.ts`,
 * `unit-routes.test.ts`, `vite-env.d.ts`, `th.json`. No exception is needed today: React
 * components are PascalCase in code but their files are kebab-case too. The one folder name
 * outside the rule, `__fixtures__`, is the test runners' convention for planted trees that no
 * build reads, and it is skipped by the scan (its files follow the rule all the same).
 */
const isKebabName = (name: string) => /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name);

const subfolders = (dir: string) =>
  readdirSync(join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `${dir}/${d.name}/src`);

const TREES = [...subfolders('apps'), ...subfolders('packages'), 'apps/web/e2e'];

describe('file names', () => {
  it('are kebab-case in every folder and file of the source trees', () => {
    const files = TREES.flatMap((tree) => listFiles(REPO_ROOT, tree));
    expect(files.length).toBeGreaterThan(300);
    const offending = files.filter((path) => !path.split('/').every(isKebabName));
    expect(offending).toEqual([]);
  });

  it('tell kebab-case from the other cases', () => {
    for (const ok of ['unit-routes.ts', 'a11y.spec.ts', 'vite-env.d.ts', 'th.json', 'news-update']) {
      expect(isKebabName(ok), ok).toBe(true);
    }
    for (const bad of ['UnitPage.tsx', 'unitRoutes.ts', 'unit_routes.ts', 'unit--routes.ts', '-unit.ts']) {
      expect(isKebabName(bad), bad).toBe(false);
    }
  });
});
