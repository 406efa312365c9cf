import { LANGS, type Lang } from '@cc/contracts/i18n';

/** Tags that name one of our languages by another code: Saudi "sa" is how the console spells Arabic. */
const ALIASES: Record<string, Lang> = { sa: 'ar' };

const langOfTag = (tag: string): Lang | undefined => {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  if ((LANGS as readonly string[]).includes(primary)) return primary as Lang;
  return ALIASES[primary];
};

/**
 * The caller's language from Accept-Language: the best-weighted tag we speak. Without one,
 * English, so plain API clients (and scripts that match on wording) keep reading English.
 */
export function requestLanguage(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const wanted = value
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.split(';');
      const q = rest.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { lang: langOfTag(tag), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((w) => w.lang && w.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return wanted[0]?.lang ?? 'en';
}
