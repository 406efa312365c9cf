import type { AreaNames } from './names';

/**
 * The API side of a new area: contract, table, queries, routes, refusals in seven languages,
 * demo seed, module and an access test. Each file is the smallest real instance of the house
 * pattern (see DESIGN.md), meant to be grown, not kept.
 */
export function apiFiles(n: AreaNames): Record<string, string> {
  const dir = `apps/api/src/features/${n.key}`;
  return {
    [`packages/contracts/src/${n.key}.ts`]: `import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The longest title an item may have; the console's form reads it from here. */
export const ${n.upper}_TITLE_MAX = 120;

export const ${n.camel}ItemSchema = z.object({
  itemID: z.string(),
  title: z.string().max(${n.upper}_TITLE_MAX),
  createdAt: z.string(),
});
export type ${n.pascal}Item = z.infer<typeof ${n.camel}ItemSchema>;

/** The operations of this area, each with its access beside its schemas. */
export const ${n.camel}Ops = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/${n.key}/item/list',
    summary: 'The items of the community, newest first',
    access: allow.to('${n.featureEnum}:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(${n.camel}ItemSchema),
  }),
  detail: guardedOperation({
    method: 'GET',
    path: '/api/${n.key}/item',
    summary: 'One item of the community',
    access: allow.to('${n.featureEnum}:read'),
    query: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid') }),
    response: dataEnvelope(${n.camel}ItemSchema),
  }),
};
`,
    [`${dir}/tables.ts`]: `import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, communityId } from '../../platform/db/columns';

export const ${n.camel}Items = pgTable(
  '${n.snake}_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('${n.snake}_items_community_idx').on(t.communityId, t.createdAt)],
);
`,
    [`${dir}/${n.key}-queries.ts`]: `import type { ${n.pascal}Item } from '@cc/contracts/${n.key}';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { ${n.camel}Items } from './tables';

export const TAGS = ['${n.key}'];
const PAGE = 100;

const toItem = (row: typeof ${n.camel}Items.$inferSelect): ${n.pascal}Item => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(tx: Executor, scope: CommunityScope): Promise<${n.pascal}Item[]> {
  const rows = await tx
    .select()
    .from(${n.camel}Items)
    .where(scope.owns(${n.camel}Items))
    .orderBy(desc(${n.camel}Items.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(tx: Executor, scope: CommunityScope, itemId: string): Promise<${n.pascal}Item> {
  const [row] = await tx.select().from(${n.camel}Items).where(scope.owns(${n.camel}Items, eq(${n.camel}Items.id, itemId)));
  if (!row) throw notFound('${n.upper}_ITEM_NOT_FOUND');
  return toItem(row);
}
`,
    [`${dir}/item-routes.ts`]: `import { ${n.camel}Ops } from '@cc/contracts/${n.key}';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findItem, listItems, TAGS } from './${n.key}-queries';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await request.scope.run((tx) => listItems(tx, request.scope)),
    }),
  });
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await request.scope.run((tx) => findItem(tx, request.scope, request.query.itemID)),
    }),
  });
}
`,
    ...refusalFiles(n, dir),
    [`${dir}/demo-seed.ts`]: `import type { SeedPart } from '../../platform/feature/define-feature';
import { ${n.camel}Items } from './tables';

const DEMO_TITLES = ['รายการตัวอย่างที่หนึ่ง', 'รายการตัวอย่างที่สอง', 'รายการตัวอย่างที่สาม'];

/** A few items in every demo community, so the area's page is not empty on first look. */
export const seedDemo${n.pascal}: SeedPart = async (tx, { communities }) => {
  for (const c of communities) {
    await tx.insert(${n.camel}Items).values(DEMO_TITLES.map((title) => ({ communityId: c.id, title })));
  }
};
`,
    [`${dir}/index.ts`]: `import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { seedDemo${n.pascal} } from './demo-seed';
import { itemRoutes } from './item-routes';
import { ${n.camel}Refusals } from './refusals';

async function ${n.camel}Plugin(app: FastifyInstance, s: AppServices) {
  await itemRoutes(app, s);
}

export const ${n.camel}Module = defineFeature({
  key: '${n.key}',
  plugin: ${n.camel}Plugin,
  refusals: ${n.camel}Refusals,
  seed: seedDemo${n.pascal},
});
`,
    [`${dir}/access.test.ts`]: `import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { ${n.camel}Items } from './tables';

const LIST = '/api/${n.key}/item/list';
const DETAIL = '/api/${n.key}/item';

describe('${n.key} access and tenancy', () => {
  apiTest('staff read their own community only; another community reads as not a member', async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const [mine] = await api.db.insert(${n.camel}Items).values({ communityId: community.id, title: 'mine' }).returning();
    const [theirs] = await api.db.insert(${n.camel}Items).values({ communityId: other.id, title: 'theirs' }).returning();
    const staff = await community.member('PMC');

    const list = await staff.call('GET', LIST, { query: { communityID: community.id } });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { title: string }) => i.title)).toEqual(['mine']);
    const one = await staff.call('GET', DETAIL, { query: { communityID: community.id, itemID: mine!.id } });
    expect(one.json().data.title).toBe('mine');

    expectRefusal(await staff.call('GET', LIST, { query: { communityID: other.id } }), 403);
    expectRefusal(
      await staff.call('GET', DETAIL, { query: { communityID: community.id, itemID: theirs!.id } }),
      404,
      '${n.upper}_ITEM_NOT_FOUND',
    );
  });

  apiTest('refuses the signed-out and bad IDs in the caller language', async ({ api, community }) => {
    const signedOut = await api.app.inject({ method: 'GET', url: LIST, query: { communityID: community.id } });
    expect(signedOut.statusCode).toBe(401);
    const staff = await community.member('PMC');
    const bad = await staff.call('GET', DETAIL, {
      query: { communityID: community.id, itemID: 'not-an-id' },
      headers: { 'accept-language': 'th' },
    });
    expectRefusal(bad, 400);
  });
});
`,
  };
}

const LANG_NAMES = { th: 'Thai', zh: 'Chinese', ar: 'Arabic', it: 'Italian', es: 'Spanish', fr: 'French' };
const NOT_FOUND = {
  en: 'There is no such item in this community',
  th: 'ไม่พบรายการนี้ในโครงการ',
  zh: '此社区中没有该项目',
  ar: 'لا يوجد مثل هذا العنصر في هذا المجتمع',
  it: 'Questo elemento non esiste in questa comunità',
  es: 'No existe ese elemento en esta comunidad',
  fr: "Cet élément n'existe pas dans cette communauté",
};

function refusalFiles(n: AreaNames, dir: string): Record<string, string> {
  const files: Record<string, string> = {
    [`${dir}/refusal-texts/en.ts`]: `/** English, the source of ${n.key}'s refusal codes; every other language has exactly these. */
export const en = {
  ${n.upper}_ITEM_NOT_FOUND: ${JSON.stringify(NOT_FOUND.en)},
} as const;
`,
    [`${dir}/refusals.ts`]: `import { defineRefusals } from '../../platform/i18n/define-refusals';
${['ar', 'en', 'es', 'fr', 'it', 'th', 'zh'].map((l) => `import { ${l} } from './refusal-texts/${l}';`).join('\n')}

/** The ${n.key} feature's refusals in every console language; its throw sites take their helpers from here. */
export const ${n.camel}Refusals = defineRefusals('${n.key}', { th, en, zh, ar, it, es, fr });
export const { badRequest, conflict, forbidden, notFound } = ${n.camel}Refusals;
`,
  };
  for (const [lang, name] of Object.entries(LANG_NAMES)) {
    files[`${dir}/refusal-texts/${lang}.ts`] =
      `import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** ${name}. */
export const ${lang}: Wordings<typeof en> = {
  ${n.upper}_ITEM_NOT_FOUND: ${JSON.stringify(NOT_FOUND[lang as keyof typeof NOT_FOUND])},
};
`;
  }
  return files;
}
