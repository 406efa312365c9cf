import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { DEFAULT_LANG, LANGS, type Lang } from './i18n';
import { lastKeySchema, limitSchema } from './paging';

/**
 * The product's own release notes and tips (news-update: list, info), the same for every
 * community: any signed-in user reads them; the platform operator writes them from the CLI.
 * Each carries a Thai text and may carry others; a reader gets the text in the language asked
 * for, else the Thai one, else any there is.
 */
export const NEWS_KINDS = ['RELEASE', 'TIP'] as const;

export const newsTextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
});
export type NewsText = z.infer<typeof newsTextSchema>;

/** The languages an item may carry besides the Thai text every item has. */
export const NEWS_TRANSLATION_LANGS = LANGS.filter((l): l is Exclude<Lang, 'th'> => l !== DEFAULT_LANG);
export type NewsTranslations = Partial<Record<(typeof NEWS_TRANSLATION_LANGS)[number], NewsText>>;

/**
 * The text of the language asked for; else, for a reader of another language than Thai, the
 * English one (an Arabic or French reader is likelier to read English than Thai); else the Thai
 * one every item has; else the first there is.
 */
export function pickNewsText(texts: Partial<Record<Lang, NewsText>>, lang: Lang): { lang: Lang } & NewsText {
  const order: Lang[] = [lang, ...(lang === DEFAULT_LANG ? [] : (['en'] as const)), DEFAULT_LANG, ...LANGS];
  const found = order.find((l) => texts[l]) ?? DEFAULT_LANG;
  return { lang: found, ...(texts[found] ?? { title: '', body: '' }) };
}

export const newsItemSchema = z.object({
  newsID: z.string(),
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  body: z.string(),
  /** The language title and body are in: the one asked for, or the fallback's. */
  lang: z.enum(LANGS),
  publishAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const langQuery = z.enum(LANGS, `lang must be one of ${LANGS.join(', ')}`).default(DEFAULT_LANG);

export const newsUpdateOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/news-update/list',
    summary: 'Release notes and tips, newest first',
    access: allow.signedIn,
    query: z.object({
      kind: z.enum(NEWS_KINDS, 'kind must be RELEASE or TIP').optional(),
      lang: langQuery,
      lastKey: lastKeySchema,
      limit: limitSchema,
    }),
    response: itemsEnvelope(newsItemSchema),
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/news-update/info',
    summary: 'One release note or tip',
    access: allow.signedIn,
    query: z.object({ newsID: z.uuid('newsID is not valid'), lang: langQuery }),
    response: dataEnvelope(newsItemSchema),
  }),
} as const;
