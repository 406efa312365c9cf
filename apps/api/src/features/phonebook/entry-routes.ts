import { phonebookOps } from '@cc/contracts/phonebook';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findCategory, findEntry, nextOrder, readPhonebook, TAGS, toEntry } from './phonebook-queries';
import { badRequest } from './refusals';
import { phonebookCategories, phonebookEntries } from './tables';

/**
 * A new order must name every item exactly once: a partial or foreign list would leave two
 * items at one position, or move another community's rows.
 */
async function reorder(
  tx: Executor,
  scope: CommunityScope,
  table: typeof phonebookCategories | typeof phonebookEntries,
  current: string[],
  wanted: string[],
) {
  const same = current.length === wanted.length && wanted.every((id) => current.includes(id));
  if (!same) throw badRequest('ORDER_MISMATCH');
  for (const [i, id] of wanted.entries()) {
    await tx
      .update(table)
      .set({ sortOrder: i + 1 })
      .where(scope.owns(table, eq(table.id, id)));
  }
}

export async function entryRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, phonebookOps.entryCreate, TAGS),
    handler: async (request) => {
      const { categoryID, name, numbers, note } = request.body;
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        await findCategory(tx, scope, categoryID);
        const [e] = await tx
          .insert(phonebookEntries)
          .values({
            communityId: scope.communityId,
            categoryId: categoryID,
            name,
            numbers,
            note: note || null,
            sortOrder: await nextOrder(tx, scope, categoryID),
          })
          .returning();
        const after = toEntry(e!);
        await recordAudit(tx, { ...actorOf(request), action: 'phonebook.entry.create', target: name, after });
        return after;
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, phonebookOps.entryUpdate, TAGS),
    handler: async (request) => {
      const { entryID, categoryID, name, numbers, note } = request.body;
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const before = await findEntry(tx, scope, entryID);
        const moving = categoryID !== undefined && categoryID !== before.categoryId;
        if (moving) await findCategory(tx, scope, categoryID);
        const [e] = await tx
          .update(phonebookEntries)
          .set({
            categoryId: moving ? categoryID : before.categoryId,
            sortOrder: moving ? await nextOrder(tx, scope, categoryID) : before.sortOrder,
            name: name ?? before.name,
            numbers: numbers ?? before.numbers,
            note: note === undefined ? before.note : note || null,
          })
          .where(scope.owns(phonebookEntries, eq(phonebookEntries.id, entryID)))
          .returning();
        const after = toEntry(e!);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.entry.update',
          target: after.name,
          before: toEntry(before),
          after,
        });
        return after;
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, phonebookOps.entryDelete, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      await scope.run(async (tx) => {
        const before = await findEntry(tx, scope, request.body.entryID);
        await tx
          .delete(phonebookEntries)
          .where(scope.owns(phonebookEntries, eq(phonebookEntries.id, before.id)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.entry.delete',
          target: before.name,
          before: toEntry(before),
        });
      });
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, phonebookOps.reorder, TAGS),
    handler: async (request) => {
      const { categoryIDs, categoryID, entryIDs } = request.body;
      const scope = request.scope;
      await scope.run(async (tx) => {
        const before = await readPhonebook(tx, scope);
        if (categoryIDs) {
          await reorder(
            tx,
            scope,
            phonebookCategories,
            before.map((c) => c.categoryID),
            categoryIDs,
          );
        } else {
          const category = await findCategory(tx, scope, categoryID!);
          await reorder(
            tx,
            scope,
            phonebookEntries,
            category.entries.map((e) => e.entryID),
            entryIDs!,
          );
        }
        const order = (await readPhonebook(tx, scope)).map((c) => ({
          category: c.name,
          entries: c.entries.map((e) => e.name),
        }));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.reorder',
          before: before.map((c) => ({ category: c.name, entries: c.entries.map((e) => e.name) })),
          after: order,
        });
      });
      return { isSuccess: true as const };
    },
  });
}
