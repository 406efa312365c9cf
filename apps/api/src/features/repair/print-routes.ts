import { repairOfficeOps as ops } from '@cc/contracts/repair-office-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { guardedRoute } from '../../platform/http/guarded-route';
import { renderPdf } from '../../platform/pdf/pdf-setup';
import type { AppServices } from '../../platform/services';
import { atRepair } from './repair-work';
import { workOrdersDefinition } from './work-order-pdf';
import { workOrdersFor } from './work-orders';

const TAGS = ['repair'];

/**
 * Work orders to hand a technician: one request, or their day. A day is a handful of pages, so
 * it is laid out here rather than in a worker thread as the billing run's thousands are.
 */
export async function printRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.print, TAGS),
    handler: async (request, reply) => {
      const q = request.query;
      const orders = await atRepair(request, (w) => workOrdersFor(w, q));
      const pdf = await renderPdf(workOrdersDefinition(orders));
      const name = q.requestID ? `work-order-${orders[0]!.no}.pdf` : `work-orders-${q.day}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', name))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
