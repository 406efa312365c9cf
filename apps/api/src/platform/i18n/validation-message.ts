import type { Lang } from '@cc/contracts/i18n';
import { z } from 'zod';
import { renderMessage } from './message';

/** One failure as fastify-type-provider-zod reports it: the zod issue, less path, code and message. */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const ZOD_LOCALES: Record<Lang, () => { localeError: z.core.$ZodErrorMap }> = {
  th: z.locales.th,
  en: z.locales.en,
  zh: z.locales.zhCN,
  ar: z.locales.ar,
  it: z.locales.it,
  es: z.locales.es,
  fr: z.locales.fr,
};
const errorMaps = new Map<Lang, z.core.$ZodErrorMap>();
const errorMapOf = (lang: Lang) => {
  const map = errorMaps.get(lang) ?? ZOD_LOCALES[lang]().localeError;
  errorMaps.set(lang, map);
  return map;
};

/** The report drops the input; a value of the type zod saw lets a locale say what it received. */
const SAMPLE_OF: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  null: null,
  nan: Number.NaN,
};

function inLanguage(issue: ValidationIssue, lang: Lang): string | undefined {
  const received = /received (\w+)$/.exec(issue.message ?? '')?.[1] ?? '';
  const raw = { ...issue.params, code: issue.keyword, input: SAMPLE_OF[received] };
  const out = errorMapOf(lang)(raw as unknown as z.core.$ZodRawIssue);
  return typeof out === 'string' ? out : (out?.message ?? undefined);
}

/** A zod issue as fastify-type-provider-zod reports it, for checks a route makes itself. */
export function asValidationIssue(issue: z.core.$ZodIssue): ValidationIssue {
  const { path, code, message, ...params } = issue;
  return { keyword: code, instancePath: `/${path.join('/')}`, message, params };
}

/** Every problem of a failed parse, each naming its field, in one line of the given language. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): string {
  return [...new Set(issues.map((i) => describeIssue(asValidationIssue(i), lang)))].join('; ');
}

/**
 * Zod's own wording names types, not fields; say which field is wrong, in the caller's language.
 * English keeps a schema's own message when it wrote one; other languages get zod's translation
 * of the issue, since a schema's message is English.
 */
export function describeIssue(issue: ValidationIssue, lang: Lang): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
  const message = issue.message ?? 'is not valid';
  if (/received undefined$/.test(message))
    return renderMessage(lang, 'VALIDATION_REQUIRED', { field }, `${field} is required`);
  const ownWording = !message.startsWith('Invalid') && !message.startsWith('Too ');
  if (lang === 'en' && ownWording) return message;
  const text = lang === 'en' ? message : (inLanguage(issue, lang) ?? message);
  return renderMessage(lang, 'VALIDATION_ISSUE', { field, issue: text }, `${field}: ${text}`);
}
