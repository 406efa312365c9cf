import type { AreaNames } from './names';

/**
 * The API side of a new area: contract, table, the work context (at/change, the live change
 * event), queries and changes, routes, refusals in seven languages, demo seed, module and an
 * access test. Each file is the smallest real instance of the house
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

const titleSchema = z
  .string('title is required')
  .trim()
  .min(1, 'title is required')
  .max(${n.upper}_TITLE_MAX, \`title must be at most \${${n.upper}_TITLE_MAX} characters\`);

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
  create: guardedOperation({
    method: 'POST',
    path: '/api/${n.key}/item/create',
    summary: 'Add an item to the community',
    access: allow.to('${n.featureEnum}:write'),
    body: z.object({ communityID: communityIdSchema, title: titleSchema }),
    response: dataEnvelope(${n.camel}ItemSchema),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/${n.key}/item/update',
    summary: 'Retitle an item of the community',
    access: allow.to('${n.featureEnum}:write'),
    body: z.object({ communityID: communityIdSchema, itemID: z.uuid('itemID is not valid'), title: titleSchema }),
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
import type { ${n.pascal}Work } from './${n.key}-work';
import { notFound } from './refusals';
import { ${n.camel}Items } from './tables';

export const TAGS = ['${n.key}'];
const PAGE = 100;

export const toItem = (row: typeof ${n.camel}Items.$inferSelect): ${n.pascal}Item => ({
  itemID: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
});

/** The community's newest items; the scope keeps every other community's rows out. */
export async function listItems(w: ${n.pascal}Work): Promise<${n.pascal}Item[]> {
  const rows = await w.tx
    .select()
    .from(${n.camel}Items)
    .where(w.scope.owns(${n.camel}Items))
    .orderBy(desc(${n.camel}Items.createdAt))
    .limit(PAGE);
  return rows.map(toItem);
}

/** One item of the community; another community's ID reads as no such item. */
export async function findItem(w: ${n.pascal}Work, itemId: string): Promise<${n.pascal}Item> {
  const [row] = await w.tx.select().from(${n.camel}Items).where(w.scope.owns(${n.camel}Items, eq(${n.camel}Items.id, itemId)));
  if (!row) throw notFound('${n.upper}_ITEM_NOT_FOUND');
  return toItem(row);
}
`,
    [`${dir}/item-changes.ts`]: `import type { ${n.pascal}Item } from '@cc/contracts/${n.key}';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import type { ${n.pascal}Work } from './${n.key}-work';
import { toItem } from './${n.key}-queries';
import { notFound } from './refusals';
import { ${n.camel}Items } from './tables';

/** The audit log's line for a change: who made it, in which community, to what. */
const audit = (w: ${n.pascal}Work, action: string, item: ${n.pascal}Item) =>
  recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: \`${n.key}.item.\${action}\`,
    target: item.itemID,
    after: item,
  });

export async function createItem(w: ${n.pascal}Work, title: string): Promise<${n.pascal}Item> {
  const [row] = await w.tx.insert(${n.camel}Items).values({ communityId: w.scope.communityId, title }).returning();
  const item = toItem(row!);
  await audit(w, 'create', item);
  return item;
}

/** Another community's ID reads as no such item, as it does for reading one. */
export async function retitleItem(w: ${n.pascal}Work, itemId: string, title: string): Promise<${n.pascal}Item> {
  const [row] = await w.tx
    .update(${n.camel}Items)
    .set({ title })
    .where(w.scope.owns(${n.camel}Items, eq(${n.camel}Items.id, itemId)))
    .returning();
  if (!row) throw notFound('${n.upper}_ITEM_NOT_FOUND');
  const item = toItem(row);
  await audit(w, 'update', item);
  return item;
}
`,
    [`${dir}/${n.key}-work.ts`]: `import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { membersHolding, publishLiveChange } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';

/**
 * One piece of ${n.key} work: a transaction in the community's scope, who is doing it, and the
 * community's clock. Every verb function takes one; routes only build it.
 */
export interface ${n.pascal}Work {
  tx: Transaction;
  scope: CommunityScope;
  s: AppServices;
  userId: string;
  /** Who, as the audit log reads it (an e-mail). */
  actor: string;
  /** The caller's role holds ${n.featureEnum}:approve. */
  isManager: boolean;
  /** The zone the community's days and reports are counted in. */
  timeZone: string;
  now: Date;
  /** The link a reader is shown for a stored file (signed, minutes); null for none. */
  fileUrl: (stored: string | null) => string | null;
}

/** Runs \`work\` in one transaction of the community, for a request that passed the community guard. */
export function at${n.pascal}<T>(request: FastifyRequest, work: (w: ${n.pascal}Work) => Promise<T>): Promise<T> {
  const { scope, server } = request;
  const held = request.access.community.permissions.get(request.access.role);
  return scope.run(async (tx) =>
    work({
      tx,
      scope,
      s: server.services,
      userId: request.user.id,
      actor: request.user.email,
      isManager: held?.has('${n.featureEnum}:approve') ?? false,
      timeZone: await communityTimeZone(tx, scope.communityId),
      now: new Date(),
      fileUrl: (stored) => server.services.files.url(scope, stored),
    }),
  );
}

/** The consoles that follow the area live: the managers'. */
const WATCHERS = ['${n.featureEnum}:approve'] as const;

/**
 * A change made for a request: once it committed, the managers' open consoles are told to
 * refetch (use-live-${n.key} on the web), so a change from the app or a colleague shows at once.
 */
export async function change${n.pascal}<T>(
  request: FastifyRequest,
  work: (w: ${n.pascal}Work) => Promise<T>,
): Promise<T> {
  const { done, watchers } = await at${n.pascal}(request, async (w) => ({
    done: await work(w),
    watchers: await membersHolding(w.tx, w.scope, WATCHERS),
  }));
  await publishLiveChange(request.server.services, request.log, request.scope.communityId, watchers, '${n.featureEnum}', []);
  return done;
}
`,
    [`${dir}/item-routes.ts`]: `import { ${n.camel}Ops } from '@cc/contracts/${n.key}';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './${n.key}-queries';
import { at${n.pascal}, change${n.pascal} } from './${n.key}-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await at${n.pascal}(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await at${n.pascal}(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await change${n.pascal}(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, ${n.camel}Ops.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await change${n.pascal}(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
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
    [`${dir}/access.test.ts`]: `import { ${n.upper}_TITLE_MAX } from '@cc/contracts/${n.key}';
import { inArray } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { ${n.camel}Items } from './tables';

const LIST = '/api/${n.key}/item/list';
const DETAIL = '/api/${n.key}/item';
const CREATE = '/api/${n.key}/item/create';
const UPDATE = '/api/${n.key}/item/update';

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

  apiTest('staff add and retitle items; bad input saves nothing; another community item reads as not found', async ({ api, community }) => {
    const other = await newCommunity(api, { name: 'Other' });
    const [theirs] = await api.db.insert(${n.camel}Items).values({ communityId: other.id, title: 'theirs' }).returning();
    const staff = await community.member('PMC');
    const send = (path: string, body: object) => staff.call('POST', path, { body: { communityID: community.id, ...body } });

    const created = await send(CREATE, { title: '  new  ' });
    expect(created.statusCode, created.body).toBe(200);
    const { itemID } = created.json().data;
    const renamed = await send(UPDATE, { itemID, title: 'renamed' });
    expect(renamed.json().data).toMatchObject({ itemID, title: 'renamed' });

    expectRefusal(await send(CREATE, { title: ' ' }), 400);
    expectRefusal(await send(CREATE, { title: 'x'.repeat(${n.upper}_TITLE_MAX + 1) }), 400);
    expectRefusal(await send(UPDATE, { itemID: theirs!.id, title: 'mine now' }), 404, '${n.upper}_ITEM_NOT_FOUND');
    const rows = await api.db
      .select({ title: ${n.camel}Items.title })
      .from(${n.camel}Items)
      .where(inArray(${n.camel}Items.communityId, [community.id, other.id]));
    expect(rows.map((r) => r.title).sort()).toEqual(['renamed', 'theirs']);
  });

  apiTest('tells the consoles of the managers when an item changes', async ({ api, community }) => {
    const staff = await community.member('PMC');
    const publish = vi.spyOn(api.app.services.realtime, 'publish');
    try {
      const created = await staff.call('POST', CREATE, { body: { communityID: community.id, title: 'live' } });
      expect(created.statusCode, created.body).toBe(200);
      const changes = publish.mock.calls
        .flatMap(([, deliveries]) => deliveries)
        .filter((d) => d.event.type === 'changed');
      expect(changes.map((d) => d.event)).toEqual([{ type: 'changed', featureEnum: '${n.featureEnum}', ids: [] }]);
      expect(changes[0]!.userIds).toContain(staff.userId);
    } finally {
      publish.mockRestore();
    }
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
