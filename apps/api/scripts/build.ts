import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/**
 * The API compiled for production: `node dist/server.js` needs neither tsx nor TypeScript.
 * Our own code and the workspace's contracts (TypeScript source) go into the bundle; every other
 * package stays an import resolved from node_modules at run time, so `npm ci --omit=dev` plus
 * `dist/` runs it and the packages that read their own files (fonts, wasm, migrations' driver)
 * find them where they are installed.
 */
const root = path.resolve(import.meta.dirname, '..');

const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cc/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(path.join(root, 'dist'), { recursive: true, force: true });
// Every `*.worker.ts` becomes dist/workers/<name>.js, where runOffThread looks for it.
const workers = Object.fromEntries(
  (readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.worker.ts') && !f.includes('fixtures'))
    .map((f) => [`workers/${path.basename(f, '.ts')}`, `src/${f}`]),
);
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    admin: 'src/cli/admin.ts',
    migrate: 'src/platform/db/migrate-command.ts',
    ...workers,
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  // Stack traces name our functions: the logs of a production fault should read like the source.
  keepNames: true,
  plugins: [packagesOutside],
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
console.log(
  `API built to dist/ in ${Math.round(performance.now() - started)} ms (${(bytes / 1024).toFixed(0)} KiB of JavaScript)`,
);
