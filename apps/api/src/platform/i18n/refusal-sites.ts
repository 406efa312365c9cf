import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads the API's source for the places that refuse, so the catalog test can hold every code
 * to an entry: the calls of the refusal helpers (and the few local wrappers around them) with
 * their arguments as written. Test support; nothing at run time uses it.
 */
const CALLEE =
  /\b(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|AppError|phrase|refuse|onDuplicate|invalidGrant)\(/g;
const CODE = /^'([A-Z][A-Z0-9_]*|invalid_[a-z]+)'$/;

export interface RefusalSite {
  file: string;
  callee: string;
  args: string[];
  /** Catalog codes named in the arguments (the code, a variant's message code, both arms of a ?:). */
  codes: string[];
  /** The keys of a literal params object, or undefined when params are not written out. */
  paramKeys?: string[];
  /** The message argument when it is a literal: a '...' string or a `...${}` template. */
  message?: string;
}

/** Splits `(a, b, c)` starting at `open` into its top-level arguments, minding strings and nesting. */
export function splitArgs(src: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  const stack: string[] = [];
  for (let i = open; i < src.length; i++) {
    const c = src[i]!;
    const inTemplate = stack.at(-1) === '`';
    if (inTemplate) {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && src[i + 1] === '{') {
        stack.push('{');
        depth++;
        i++;
      }
      continue;
    }
    if (c === "'" || c === '"') {
      const end = src.indexOf(c, i + 1);
      i = end;
      continue;
    }
    if (c === '`') stack.push('`');
    else if ('([{'.includes(c)) {
      stack.push(c);
      depth++;
    } else if (')]}'.includes(c)) {
      stack.pop();
      depth--;
      if (depth === 0) {
        args.push(src.slice(start, i).trim());
        return args.filter((a) => a !== '');
      }
    } else if (c === ',' && depth === 1 && stack.length === 1) {
      args.push(src.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error(`unbalanced call at ${open}`);
}

const literalCodes = (text: string) =>
  [...text.matchAll(/'[^'\n]*'/g)].map((m) => CODE.exec(m[0])?.[1]).filter((c): c is string => !!c);

function objectKeys(arg: string): string[] | undefined {
  if (!arg.startsWith('{')) return undefined;
  const inner = splitArgs(`(${arg.slice(1, -1)})`, 0);
  return inner.map((part) => /^(\w+)/.exec(part)?.[1] ?? part);
}

/** A spread `...NAME` takes its codes from NAME's declaration in the same file. */
function spreadCodes(src: string, arg: string): string[] {
  const name = /^\.\.\.(\w+)/.exec(arg)?.[1];
  if (!name) return [];
  const declaration = new RegExp(`const ${name}\\b[^=]*=`).exec(src);
  if (!declaration) return [];
  const start = declaration.index + declaration[0].length;
  return literalCodes(src.slice(start, src.indexOf(';\n', start)));
}

function sitesIn(file: string, src: string): RefusalSite[] {
  const sites: RefusalSite[] = [];
  for (const m of src.matchAll(CALLEE)) {
    const open = m.index + m[0].length - 1;
    // Declarations (`const refuse = (...) =>`) and types are not calls.
    if (
      /(const|function|class|new\s+)\s*$/.test(src.slice(Math.max(0, m.index - 12), m.index)) &&
      m[1] !== 'AppError'
    )
      continue;
    const args = splitArgs(src, open);
    // AppError(status, code, message, params, messageCode); refuse(reason, message, code, messageCode).
    const rest = m[1] === 'AppError' ? [args[2], args[1], args[3]] : m[1] === 'refuse' ? args.slice(1) : args;
    const codes = [...new Set(args.flatMap((a) => [...literalCodes(a), ...spreadCodes(src, a)]))];
    const [message] = rest;
    const paramsArg = m[1] === 'phrase' ? args[1] : rest[2];
    sites.push({
      file,
      callee: m[1]!,
      args,
      codes,
      paramKeys: paramsArg ? objectKeys(paramsArg) : [],
      message: message && /^['"`]/.test(message) && m[1] !== 'phrase' ? message : undefined,
    });
  }
  return sites.filter((s) => s.codes.length > 0);
}

/** Every refusal site under `root`, tests and the command-line client (which only relays) aside. */
export function refusalSites(root: string): RefusalSite[] {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`cli${path.sep}`));
  return files.flatMap((f) => sitesIn(f, fs.readFileSync(path.join(root, f), 'utf8')));
}
