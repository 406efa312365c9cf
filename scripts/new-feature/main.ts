/**
 * `npm run new-feature -- <area key>`: writes the skeleton of one registry area on both sides
 * (contract, API folder with a guarded route, queries, refusals, seed and access test; console
 * manifest, query hook, page and locales; an e2e spec), wires it into the two typed lists that
 * name every area, and generates its migration. The result passes `npm test` as written; the
 * area then grows from there. It refuses to overwrite anything.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiFiles } from './api-templates';
import { e2eFiles } from './e2e-templates';
import { type AreaNames, namesOf } from './names';
import { webFiles } from './web-templates';

const root = path.resolve(import.meta.dirname, '../..');

/** Replaces the area's `key: null,` line of a typed list with its module, and imports it. */
function wire(file: string, n: AreaNames, value: string, importLine: string) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const line = new RegExp(`^(\\s*)${n.key}: null,$`, 'm');
  if (!line.test(text)) throw new Error(`${file} has no "${n.key}: null," entry: is the area already wired?`);
  const lastImport = text.lastIndexOf('\nimport ');
  const endOfImports = text.indexOf('\n', text.indexOf(';', lastImport)) + 1;
  const wired = `${text.slice(0, endOfImports)}${importLine}\n${text.slice(endOfImports)}`.replace(
    line,
    `$1${n.key}: ${value},`,
  );
  fs.writeFileSync(full, wired);
}

function main() {
  const key = process.argv[2];
  if (!key)
    throw new Error('usage: npm run new-feature -- <area key from packages/contracts/src/features.ts>');
  const n = namesOf(key);
  const files = { ...apiFiles(n), ...webFiles(n), ...e2eFiles(n) };
  const taken = Object.keys(files).filter((f) => fs.existsSync(path.join(root, f)));
  if (taken.length) throw new Error(`these exist already, nothing written:\n  ${taken.join('\n  ')}`);
  wire(
    'apps/api/src/features/index.ts',
    n,
    `${n.camel}Module`,
    `import { ${n.camel}Module } from './${n.key}';`,
  );
  wire(
    'apps/web/src/app/router/page-registry.ts',
    n,
    `${n.camel}Manifest`,
    `import { ${n.camel}Manifest } from '../../features/${n.key}';`,
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const npx = (args: string[], cwd = root) => execFileSync('npx', args, { cwd, stdio: 'inherit' });
  npx(['drizzle-kit', 'generate', '--name', n.snake], path.join(root, 'apps/api'));
  npx([
    'biome',
    'check',
    '--write',
    'apps/api/src/features/index.ts',
    'apps/web/src/app/router/page-registry.ts',
    ...Object.keys(files),
  ]);
  console.log(
    `\n${n.key}: ${Object.keys(files).length} files written, wired into the API and console lists, migration generated.`,
  );
  console.log('Next: npm run typecheck && npx vitest run apps/api/src/features/' + n.key);
}

try {
  main();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
