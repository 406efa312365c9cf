import { phonebookOps } from '@cc/contracts/phonebook';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findCategory, nextOrder, readPhonebook, TAGS } from './phonebook-queries';
import { phonebookCategories } from './tables';

export async function categoryRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, phonebookOps.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await request.scope.run((tx) => readPhonebook(tx, request.scope)),
    }),
  });

  r.route({
    ...guardedRoute(s, phonebookOps.categoryCreate, TAGS),
    handler: async (request) => {
      const { name, kind } = request.body;
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const [c] = await tx
          .insert(phonebookCategories)
          .values({ communityId: scope.communityId, name, kind, sortOrder: await nextOrder(tx, scope) })
          .returning();
        const after = await findCategory(tx, scope, c!.id);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.category.create',
          target: name,
          after,
        });
        return after;
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, phonebookOps.categoryUpdate, TAGS),
    handler: async (request) => {
      const { categoryID, name, kind } = request.body;
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const before = await findCategory(tx, scope, categoryID);
        await tx
          .update(phonebookCategories)
          .set({ name: name ?? before.name, kind: kind ?? before.kind })
          .where(scope.owns(phonebookCategories, eq(phonebookCategories.id, categoryID)));
        const after = await findCategory(tx, scope, categoryID);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.category.update',
          target: after.name,
          before,
          after,
        });
        return after;
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, phonebookOps.categoryDelete, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      await scope.run(async (tx) => {
        const before = await findCategory(tx, scope, request.body.categoryID);
        // Its entries go with it (foreign key cascade); the audit row keeps them.
        await tx
          .delete(phonebookCategories)
          .where(scope.owns(phonebookCategories, eq(phonebookCategories.id, before.categoryID)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'phonebook.category.delete',
          target: before.name,
          before,
        });
      });
      return { isSuccess: true as const };
    },
  });
}
