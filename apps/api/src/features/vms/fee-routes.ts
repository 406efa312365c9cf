import { vmsFeePromptPayOps } from '@cc/contracts/vms-fee-promptpay';
import { vmsFeeOps, vmsStampOps } from '@cc/contracts/vms-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { feePromptPay } from './fee-promptpay';
import { calculateFee } from './fee-work';
import { loadGate, saveFee } from './settings-queries';
import { stampVisit, unstamp } from './stamps';
import { TAGS } from './visitor-routes';
import { atVms, changeVms } from './vms-work';

/** The fee rules, the fee preview and the stamps that lower a fee. */
export async function feeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, vmsFeeOps.get, TAGS),
    handler: async (request) => {
      const { rules, overstayMinutes } = await atVms(request, loadGate);
      return { isSuccess: true as const, data: { rules, overstayMinutes } };
    },
  });
  r.route({
    ...guardedRoute(s, vmsFeeOps.put, TAGS),
    handler: async (request) => {
      const { rules, overstayMinutes } = await changeVms(request, (w) =>
        saveFee(w, request.body.rules, request.body.overstayMinutes),
      );
      return { isSuccess: true as const, data: { rules, overstayMinutes } };
    },
  });
  r.route({
    ...guardedRoute(s, vmsFeeOps.calculate, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atVms(request, (w) => calculateFee(w, request.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, vmsFeePromptPayOps.promptpay, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atVms(request, (w) => feePromptPay(w, request.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, vmsStampOps.stamp, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => stampVisit(w, request.body.visitID)),
    }),
  });
  r.route({
    ...guardedRoute(s, vmsStampOps.cancel, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => unstamp(w, request.body.stampID)),
    }),
  });
}
