import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseSync } from 'vite';

/**
 * Imports are read with a real TypeScript/TSX parser (oxc, which vite, and so vitest, ships),
 * not with regular expressions: strings, comments, JSX text and regex literals cannot fake or
 * hide an import. TypeScript 7 has no JavaScript compiler API to do this with.
 */
export interface Import {
  from: string;
  specifier: string;
  /** Repo-relative file the specifier resolves to; null for a package outside the repo. */
  to: string | null;
}

/** Workspace packages by import prefix, mapped as their package.json `exports` map them. */
const WORKSPACE: Record<string, (rest: string) => string> = {
  '@cc/contracts/': (rest) => `packages/contracts/src/${rest}`,
};

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(root: string, path: string): string {
  for (const ext of CANDIDATES) {
    const full = join(root, path + ext);
    if (existsSync(full) && statSync(full).isFile()) return path + ext;
  }
  return path; // unresolved: kept as written, so a rule still sees where it points
}

export function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(root, posix.join(posix.dirname(from), specifier));
  if (specifier.startsWith('/src/')) return resolveFile(root, `${from.split('/src/')[0]}${specifier}`);
  for (const [prefix, map] of Object.entries(WORKSPACE)) {
    if (specifier.startsWith(prefix)) return resolveFile(root, map(specifier.slice(prefix.length)));
  }
  return null;
}

/** Static imports, re-exports and dynamic imports with a literal specifier. */
export function specifiersOf(path: string, text: string): string[] {
  const { module: m, errors } = parseSync(path, text);
  if (errors.length > 0) throw new Error(`${path} does not parse: ${errors[0]!.message}`);
  const literal = (start: number, end: number) => {
    const raw = text.slice(start, end);
    return /^(['"`])[^'"`$]*\1$/.test(raw) ? raw.slice(1, -1) : null;
  };
  return [
    ...m.staticImports.map((i) => i.moduleRequest.value),
    ...m.staticExports.flatMap((e) =>
      e.entries.flatMap((x) => (x.moduleRequest ? [x.moduleRequest.value] : [])),
    ),
    ...m.dynamicImports.flatMap((d) => literal(d.moduleRequest.start, d.moduleRequest.end) ?? []),
  ];
}

export function importsOf(root: string, from: string): Import[] {
  const text = readFileSync(join(root, from), 'utf8');
  return specifiersOf(from, text).map((specifier) => ({
    from,
    specifier,
    to: resolveSpecifier(root, from, specifier),
  }));
}
