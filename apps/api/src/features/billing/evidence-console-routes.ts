import { billingEvidenceConsoleOps as ops } from '@cc/contracts/billing-evidence-console-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { evidenceQueue } from './evidence-queue-queries';
import { receiptOfEvidence } from './evidence-receipt-queries';

/** What the verifier's console reads: the queue by state, and a verified payment's receipt. */
export async function evidenceConsoleRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.queue, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => evidenceQueue(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.receipt, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => receiptOfEvidence(w, request.query.evidenceID)),
    }),
  });
}
