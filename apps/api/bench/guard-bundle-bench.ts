import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The guard app's first load, JavaScript gzip (level 9, as the console's budget counts it). */
const TARGET_KB = 200;
const GUARD = path.resolve(import.meta.dirname, '../../guard');
const KB = 1024;

/** The chunks a module imports statically (`import ... from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
const staticImports = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);

/**
 * What a phone downloads before the first screen shows: the scripts index.html names (module
 * entry, module preloads, the worker's registration), everything they import statically, and the
 * Thai strings the first render asks for (the default language; its chunk loads at once). The
 * scanner (zxing-wasm and its .wasm) loads on the first scan and is left out, as the target says.
 * The app is built first (`vite build` in apps/guard), so the figure is of the code as it is.
 */
export async function guardBundleBench() {
  const dist = process.env.GUARD_DIST ? path.resolve(process.env.GUARD_DIST) : path.join(GUARD, 'dist');
  if (!process.env.GUARD_DIST)
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: GUARD, stdio: 'inherit' });
  const assets = path.join(dist, 'assets');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) =>
    path.join(dist, m[1]!.replace(/^\/guardos\//, '')),
  );
  const thai = readdirSync(assets)
    .filter((f) => /^(th|th_TH)-[\w-]+\.js$/.test(f))
    .map((f) => path.join(assets, f));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const rel of staticImports(source)) visit(path.resolve(path.dirname(file), rel));
  };
  for (const file of [...named, ...thai]) visit(file);
  const sizes = [...seen].map((file) => ({
    file: path.relative(dist, file),
    gz: gzipSync(readFileSync(file), { level: 9 }).length,
  }));
  sizes.sort((a, b) => b.gz - a.gz);
  const total = sizes.reduce((sum, s) => sum + s.gz, 0) / KB;
  const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
  console.log(`\nGuard app first load (${path.relative(process.cwd(), dist) || dist})`);
  for (const s of sizes.slice(0, 6)) console.log(`  ${(s.gz / KB).toFixed(1).padStart(7)} KB  ${s.file}`);
  console.log(
    `  ${seen.size} of ${allJs.length} JavaScript files load first; the rest (scanner, screens) on demand`,
  );
  console.log(
    `  ${total <= TARGET_KB ? 'met    ' : 'NOT met'} first-load JavaScript ${total.toFixed(1)} KB gzip (target ${TARGET_KB} KB)`,
  );
}
