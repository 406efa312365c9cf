import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';

/**
 * The product's own release notes and tips (news-update: list, info), the same for every
 * community: any signed-in user reads them; the platform operator writes them from the CLI.
 */
export const NEWS_KINDS = ['RELEASE', 'TIP'] as const;

export const newsItemSchema = z.object({
  newsID: z.string(),
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  body: z.string(),
  publishAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsUpdateOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/news-update/list',
    summary: 'Release notes and tips, newest first',
    access: allow.signedIn,
    query: z.object({
      kind: z.enum(NEWS_KINDS, 'kind must be RELEASE or TIP').optional(),
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
    query: z.object({ newsID: z.uuid('newsID is not valid') }),
    response: dataEnvelope(newsItemSchema),
  }),
} as const;
