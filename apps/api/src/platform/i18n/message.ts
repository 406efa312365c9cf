import type { Lang } from '@cc/contracts/i18n';
import { CATALOG } from './catalog';

/** A phrase of its own inside a message (a parcel's state, a floor), rendered in the same language. */
export interface MessageRef {
  code: string;
  params?: MessageParams;
}
export type MessageParam = string | number | MessageRef | readonly MessageRef[];
/** The values a message mentions, by placeholder name: `{unitNo}` takes `params.unitNo`. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

export const phrase = (code: string, params?: MessageParams): MessageRef => ({ code, params });

const LIST_SEPARATOR: Partial<Record<Lang, string>> = { zh: '、', ar: '، ' };

function paramText(lang: Lang, value: MessageParam): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((v) => paramText(lang, v));
    return parts.includes(undefined) ? undefined : parts.join(LIST_SEPARATOR[lang] ?? ', ');
  }
  const ref = value as MessageRef;
  return fill(CATALOG[lang][ref.code], lang, ref.params ?? {});
}

function fill(template: string | undefined, lang: Lang, params: MessageParams): string | undefined {
  if (template === undefined) return undefined;
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    const part = value === undefined ? undefined : paramText(lang, value);
    if (part === undefined) complete = false;
    return part ?? '';
  });
  return complete ? text : undefined;
}

/**
 * The message for `code` in `lang`, its placeholders filled from `params`. A code without an
 * entry, or a value the entry needs but was not given, answers `fallback` (the thrower's English)
 * rather than a sentence with a hole in it.
 */
export function renderMessage(lang: Lang, code: string, params: MessageParams, fallback: string): string {
  return fill(CATALOG[lang][code], lang, params) ?? fallback;
}
