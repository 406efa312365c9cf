/**
 * `npm run new-feature -- <area key>`: writes the skeleton of one registry area on both sides
 * (contract with reads and writes; API folder with its work context, guarded routes, queries,
 * changes that tell the managers' consoles, refusals, seed and access test; console manifest,
 * query and create hooks, live-change hook, page with a create dialog, locales; an e2e spec),
 * wires it into the two typed lists that name every area and the office-alert digest's names,
 * and generates its migration (ending
 * with the area's row-level security). The result passes `npm test` as written; the area then
 * grows from there. It refuses to overwrite anything.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiFiles } from './api-templates';
import { e2eFiles } from './e2e-templates';
import { type AreaNames, namesOf } from './names';
import { protectCommunityRows } from './row-security';
import { webFiles } from './web-templates';

const root = path.resolve(import.meta.dirname, '../..');

/** The typed list's text with the area's `key: null,` line replaced by its module, imported. */
function wired(file: string, n: AreaNames, value: string, importLine: string): string {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const line = new RegExp(`^(\\s*)${n.key}: null,$`, 'm');
  if (!line.test(text)) throw new Error(`${file} has no "${n.key}: null," entry: is the area already wired?`);
  const lastImport = text.lastIndexOf('\nimport ');
  const endOfImports = text.indexOf('\n', text.indexOf(';', lastImport)) + 1;
  return `${text.slice(0, endOfImports)}${importLine}\n${text.slice(endOfImports)}`.replace(
    line,
    `$1${n.key}: ${value},`,
  );
}

const DIGEST_NAMES = 'apps/api/src/features/notify-channel/digest-feature-names.ts';

/**
 * The office-alert digest's names with the area's added in every language: its sidebar label
 * from the console's shared locale files, as the digest's test requires.
 */
function digestNamed(n: AreaNames): string {
  let text = fs.readFileSync(path.join(root, DIGEST_NAMES), 'utf8');
  if (new RegExp(`^\\s*${n.featureEnum}: `, 'm').test(text)) return text;
  const localeDir = path.join(root, 'apps/web/src/shared/locales');
  for (const file of fs.readdirSync(localeDir).filter((f) => f.endsWith('.json'))) {
    const lang = file.replace(/\.json$/, '');
    const label = (
      JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as { areas?: Record<string, string> }
    ).areas?.[n.key];
    if (!label) throw new Error(`${file} has no areas.${n.key} label for the digest to name the area by`);
    const block = new RegExp(`^(\\s*)'?${lang}'?: \\{$`, 'm');
    const at = block.exec(text);
    if (!at) throw new Error(`${DIGEST_NAMES} has no ${lang} block`);
    const end = at.index + at[0].length;
    text = `${text.slice(0, end)}\n${at[1]}  ${n.featureEnum}: ${JSON.stringify(label)},${text.slice(end)}`;
  }
  return text;
}

function main() {
  const key = process.argv[2];
  if (!key)
    throw new Error('usage: npm run new-feature -- <area key from packages/contracts/src/features.ts>');
  const n = namesOf(key);
  const files = { ...apiFiles(n), ...webFiles(n), ...e2eFiles(n) };
  const taken = Object.keys(files).filter((f) => fs.existsSync(path.join(root, f)));
  if (taken.length) throw new Error(`these exist already, nothing written:\n  ${taken.join('\n  ')}`);
  // Both lists are worked out before anything is written, so a refusal leaves the tree as it was.
  const lists = {
    'apps/api/src/features/index.ts': wired(
      'apps/api/src/features/index.ts',
      n,
      `${n.camel}Module`,
      `import { ${n.camel}Module } from './${n.key}';`,
    ),
    'apps/web/src/app/router/page-registry.ts': wired(
      'apps/web/src/app/router/page-registry.ts',
      n,
      `${n.camel}Manifest`,
      `import { ${n.camel}Manifest } from '../../features/${n.key}';`,
    ),
    [DIGEST_NAMES]: digestNamed(n),
  };
  for (const [file, text] of Object.entries({ ...files, ...lists })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const npx = (args: string[], cwd = root) => execFileSync('npx', args, { cwd, stdio: 'inherit' });
  npx(['drizzle-kit', 'generate', '--name', n.snake], path.join(root, 'apps/api'));
  protectCommunityRows(path.join(root, 'apps/api/drizzle'));
  npx([
    'biome',
    'check',
    '--write',
    'apps/api/src/features/index.ts',
    'apps/web/src/app/router/page-registry.ts',
    DIGEST_NAMES,
    ...Object.keys(files),
  ]);
  console.log(
    `\n${n.key}: ${Object.keys(files).length} files written, wired into the API and console lists, migration generated.`,
  );
  console.log(`Next: npm run typecheck && npx vitest run apps/api/src/features/${n.key}`);
}

try {
  main();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
