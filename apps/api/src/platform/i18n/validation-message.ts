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

const isPatternIssue = (issue: ValidationIssue) =>
  issue.keyword === 'invalid_format' && issue.params?.format === 'regex';

function inLanguage(issue: ValidationIssue, lang: Lang): string | undefined {
  // zod's locales quote the regular expression a value failed, which means nothing to office staff.
  if (isPatternIssue(issue))
    return renderMessage(lang, 'VALIDATION_BAD_FORMAT', {}, 'is not in the expected format');
  const received = /received (\w+)$/.exec(issue.message ?? '')?.[1] ?? '';
  // A check that kept the input (reportInput) lets the locale name what it really received.
  const raw = { input: SAMPLE_OF[received], ...issue.params, code: issue.keyword };
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
  const text = lang === 'en' && !isPatternIssue(issue) ? message : (inLanguage(issue, lang) ?? message);
  return renderMessage(lang, 'VALIDATION_ISSUE', { field, issue: text }, `${field}: ${text}`);
}
