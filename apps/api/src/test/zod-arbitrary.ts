import fc from 'fast-check';
import type { z } from 'zod';

/** What the generator may be told: a field's values by its name (object IDs from the database). */
export interface ArbitraryHints {
  /** Values for a field by its name (and schema), or undefined to derive them from its schema. */
  field?: (name: string, schema: unknown) => fc.Arbitrary<unknown> | undefined;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as z.ZodType)._zod.def as Def;
type Check = { _zod: { def: Record<string, unknown> } };
const checksOf = (def: Def) => ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

/** Letters a person would type, Thai among them; kept short so a case stays cheap. */
const TEXT_UNIT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABC0123456789 -ก'.split(''));

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = 24;
  /** The schema's own longest, which a pattern's strings must keep to (none: the pattern's). */
  let schemaMax = Number.POSITIVE_INFINITY;
  let format = def.format as string | undefined;
  let pattern: RegExp | undefined = def.pattern as RegExp | undefined;
  for (const c of checksOf(def)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum as number);
    if (c.check === 'max_length') {
      max = Math.min(max, c.maximum as number);
      schemaMax = Math.min(schemaMax, c.maximum as number);
    }
    if (c.check === 'length_equals') min = max = schemaMax = c.length as number;
    if (c.check === 'string_format') {
      format = c.format as string;
      pattern = (c.pattern as RegExp | undefined) ?? pattern;
    }
  }
  max = Math.max(min, max);
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.constantFrom('fuzz@example.com', 'someone@kit.test');
    case 'date':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'datetime':
      return fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'url':
      return fc.constant('https://example.com/x');
  }
  if (pattern) {
    // Only the schema's own limits filter a pattern's strings: the cheap default of 24 would never
    // pass a pattern that asks for more (`whsec_` and 32 characters), and fast-check would look
    // for one forever.
    return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= schemaMax);
  }
  return fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: max });
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1000;
  let max = 1000;
  let int = false;
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than') min = Math.max(min, (c.value as number) + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, (c.value as number) - (c.inclusive ? 0 : 1));
    if (c.check === 'number_format' && /int/.test(String(c.format))) int = true;
  }
  if (max < min) max = min;
  return int ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.integer({ min, max });
}

/**
 * Values a schema would take (most of the time: refinements are not read), derived from zod 4's
 * own description of the schema, so a contract changed or added is generated for as written.
 */
export function arbitraryOf(schema: unknown, hints: ArbitraryHints = {}, name = ''): fc.Arbitrary<unknown> {
  const hinted = name ? hints.field?.(name, schema) : undefined;
  const def = defOf(schema);
  const inner = (key: string, n = name) => arbitraryOf(def[key], hints, n);
  switch (def.type) {
    case 'string':
      return hinted ?? stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(hinted ?? inner('innerType'), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(hinted ?? inner('innerType'), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return inner('innerType');
    case 'pipe':
      // A transform's output is whatever its input became; generate the input.
      return defOf(def.in).type === 'transform' ? inner('out') : inner('in');
    case 'lazy':
      return arbitraryOf((def.getter as () => unknown)(), hints, name);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryOf(v, hints, k)])),
      );
    }
    case 'array': {
      let min = 0;
      let max = 3;
      for (const c of checksOf(def)) {
        if (c.check === 'min_length') min = c.minimum as number;
        if (c.check === 'max_length') max = Math.min(max, c.maximum as number);
      }
      return fc.array(arbitraryOf(def.element, hints, name), {
        minLength: min,
        maxLength: Math.max(min, max),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => arbitraryOf(i, hints, name)));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => arbitraryOf(o, hints, name)));
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([a, b]) => (typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'record':
      return fc.dictionary(fc.string({ unit: TEXT_UNIT, minLength: 1, maxLength: 8 }), inner('valueType'), {
        maxKeys: 3,
      });
    default:
      // unknown, any, custom (an uploaded file): nothing a JSON caller would send.
      return fc.constant(undefined);
  }
}

/** The object's fields, looking through optional/default/pipe wrappers: what a mutation may aim at. */
export function objectShape(schema: unknown): Record<string, unknown> | undefined {
  let def = schema ? defOf(schema) : undefined;
  for (let i = 0; def && i < 8; i++) {
    if (def.type === 'object') return def.shape as Record<string, unknown>;
    const next: unknown = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    def = next ? defOf(next) : undefined;
  }
  return undefined;
}

/** Whether the field may be left out (optional, or with a default). */
export function isOptionalField(schema: unknown): boolean {
  const t = defOf(schema).type;
  if (t === 'optional' || t === 'default' || t === 'prefault') return true;
  if (t === 'pipe') return isOptionalField(defOf(schema).in);
  return false;
}

/** Whether a field holds text (looking through wrappers). */
export function isTextField(schema: unknown): boolean {
  let def: Def | undefined = defOf(schema);
  for (let i = 0; def && i < 8; i++) {
    if (def.type === 'string') return true;
    const next: unknown = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    def = next ? defOf(next) : undefined;
  }
  return false;
}
