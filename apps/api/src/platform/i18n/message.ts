import type { Lang } from '@cc/contracts/i18n';
import { CATALOG } from './catalog';

/** A phrase of its own inside a message (a parcel's state, a floor), rendered in the same language. */
export interface MessageRef {
  code: string;
  params?: MessageParams;
}
/** A moment inside a message, written the reader's way (Thai: Buddhist year) in the community's zone. */
export interface MessageMoment {
  at: Date;
  timeZone: string;
}
/** Text only the language can write (e.g. a list of validation problems), made when it is known. */
export interface MessageText {
  inLanguage: (lang: Lang) => string;
}
export type MessageParam = string | number | MessageMoment | MessageText | MessageRef | readonly MessageRef[];
/** The values a message mentions, by placeholder name: `{unitNo}` takes `params.unitNo`. */
export type MessageParams = Readonly<Record<string, MessageParam>>;

export const phrase = (code: string, params?: MessageParams): MessageRef => ({ code, params });
export const moment = (at: Date, timeZone: string): MessageMoment => ({ at, timeZone });

// English keeps the day-month-year order it always had; Arabic keeps Latin digits, as the console does.
const DATE_LOCALE: Record<Lang, string> = {
  th: 'th-TH',
  en: 'en-GB',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
  it: 'it-IT',
  es: 'es-ES',
  fr: 'fr-FR',
};
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function momentText(lang: Lang, { at, timeZone }: MessageMoment): string {
  const key = `${lang} ${timeZone}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DATE_LOCALE[lang], {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, f);
  }
  return f.format(at);
}

const LIST_SEPARATOR: Partial<Record<Lang, string>> = { zh: '、', ar: '، ' };

const isMoment = (value: object): value is MessageMoment => 'at' in value && value.at instanceof Date;

function paramText(lang: Lang, value: MessageParam): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map((v) => paramText(lang, v));
    return parts.includes(undefined) ? undefined : parts.join(LIST_SEPARATOR[lang] ?? ', ');
  }
  if (isMoment(value)) return momentText(lang, value);
  if ('inLanguage' in value) return value.inLanguage(lang);
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
