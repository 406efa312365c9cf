import { LANGS } from '@cc/contracts/i18n';
import {
  NEWS_KINDS,
  NEWS_TRANSLATION_LANGS,
  type NewsTranslations,
  newsTextSchema,
} from '@cc/contracts/news-update';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { command } from '../../platform/feature/operator-command';
import { addNews, allNews, removeNews, setNewsText } from './news-queries';
import { notFound } from './refusals';

const { title, body } = newsTextSchema.shape;
const others = NEWS_TRANSLATION_LANGS.join(', ');

/** `--title-en` and `--body-en`, and so on for every language besides Thai. */
const translationFlags = Object.fromEntries(
  NEWS_TRANSLATION_LANGS.flatMap((l) => [
    [`title-${l}`, title.optional()],
    [`body-${l}`, body.optional()],
  ]),
);
const known = new Set(['title', 'body', 'kind', 'publish-at', ...Object.keys(translationFlags)]);

const newsAddArgs = z
  .looseObject({
    title,
    body,
    kind: z.enum(NEWS_KINDS).default('RELEASE'),
    'publish-at': z.iso.datetime({ offset: true }).optional(),
    ...translationFlags,
  })
  .superRefine((a, ctx) => {
    const flags = a as Record<string, unknown>;
    // A misspelt flag would otherwise leave a language out without a word.
    for (const key of Object.keys(flags))
      if (!known.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is not a flag of news-add (languages: ${others})`,
        });
    for (const l of NEWS_TRANSLATION_LANGS) {
      const [t, b] = [`title-${l}`, `body-${l}`];
      if ((flags[t] === undefined) !== (flags[b] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [flags[t] === undefined ? t : b],
          message: `is needed with --${flags[t] === undefined ? b : t}`,
        });
    }
  });

function translationsOf(a: Record<string, unknown>): NewsTranslations {
  const texts: NewsTranslations = {};
  for (const l of NEWS_TRANSLATION_LANGS) {
    const [t, b] = [a[`title-${l}`], a[`body-${l}`]];
    if (typeof t === 'string' && typeof b === 'string') texts[l] = { title: t, body: b };
  }
  return texts;
}

/** The product's news, written by the platform operator: Thai always, other languages as given. */
export const NEWS_COMMANDS = {
  'news-add': command({
    summary: `news-add --title <Thai title> --body <Thai text> [--title-en <title> --body-en <text>, likewise ${NEWS_TRANSLATION_LANGS.slice(1).join(' ')}] [--kind RELEASE|TIP] [--publish-at <ISO date-time>]`,
    args: newsAddArgs,
    async run(db, a) {
      const at = a['publish-at'];
      const news = await addNews(db, {
        title: a.title,
        body: a.body,
        kind: a.kind,
        publishAt: at ? new Date(at) : undefined,
        translations: translationsOf(a),
      });
      await recordAudit(db, { actor: 'operator', action: 'news.add', target: news.newsID, after: news });
      return news;
    },
  }),
  'news-set-text': command({
    summary: 'news-set-text --id <newsID> --lang <th|en|zh|ar|it|es|fr> --title <title> --body <text>',
    args: z.object({ id: z.uuid(), lang: z.enum(LANGS), title, body }),
    async run(db, a) {
      const news = await setNewsText(db, a.id, a.lang, { title: a.title, body: a.body });
      if (!news) throw notFound('NO_NEWS_WITH_ID', { id: a.id });
      await recordAudit(db, {
        actor: 'operator',
        action: 'news.text',
        target: a.id,
        after: { lang: a.lang },
      });
      return news;
    },
  }),
  'news-list': command({
    summary: 'news-list',
    args: z.object({}),
    run: (db) => allNews(db),
  }),
  'news-remove': command({
    summary: 'news-remove --id <newsID>',
    args: z.object({ id: z.uuid() }),
    async run(db, a) {
      if (!(await removeNews(db, a.id))) throw notFound('NO_NEWS_WITH_ID', { id: a.id });
      await recordAudit(db, { actor: 'operator', action: 'news.remove', target: a.id });
      return { newsID: a.id, removed: true };
    },
  }),
};
