import { billingVerifyOps as ops } from '@cc/contracts/billing-verify-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { rejectEvidence, verifyEvidence } from './decide-payment';
import { evidenceWatchers, publishEvidenceChange } from './evidence-live';
import { tellResidents } from './evidence-notices';
import { toEvidence } from './evidence-queries';
import { addVerifier, listVerifiers, removeVerifier } from './verifier-queries';

/** The verifier list, and verifying or rejecting waiting payments (residents are told either way). */
export async function decisionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.verifiers, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atOffice(request, listVerifiers) }),
  });
  r.route({
    ...guardedRoute(s, ops.addVerifier, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atOffice(request, async (w) => {
        await addVerifier(w, request.body.userID);
        return listVerifiers(w);
      }),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.deleteVerifier, TAGS),
    handler: async (request) => {
      await atOffice(request, (w) => removeVerifier(w, request.body.userID));
      return { isSuccess: true as const };
    },
  });
  r.route({
    ...guardedRoute(s, ops.verify, TAGS),
    handler: async (request) => {
      const { evidence, receipt, watchers } = await atOffice(request, async (w) => ({
        ...(await verifyEvidence(w, request.body)),
        watchers: await evidenceWatchers(w),
      }));
      await publishEvidenceChange(s, request.log, request.community.id, watchers, [evidence.id]);
      await tellResidents(s, request.log, request.community.id, evidence, {
        verified: true,
        receiptNo: receipt.receiptNo,
      });
      return { isSuccess: true as const, data: { evidence: toEvidence(evidence), receipt } };
    },
  });
  r.route({
    ...guardedRoute(s, ops.reject, TAGS),
    handler: async (request) => {
      const { evidence, watchers } = await atOffice(request, async (w) => ({
        evidence: await rejectEvidence(w, request.body),
        watchers: await evidenceWatchers(w),
      }));
      await publishEvidenceChange(s, request.log, request.community.id, watchers, [evidence.id]);
      await tellResidents(s, request.log, request.community.id, evidence, {
        verified: false,
        reason: request.body.reason,
      });
      return { isSuccess: true as const, data: toEvidence(evidence) };
    },
  });
}
