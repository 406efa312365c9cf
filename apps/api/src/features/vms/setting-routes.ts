import { vmsSettingOps as ops } from '@cc/contracts/vms-admin-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { loadAdminSettings } from './setting-queries';
import { factoryReset, putAccount, putDocumentSetting, putUtilityConfig } from './setting-work';
import { TAGS } from './visitor-routes';
import { atVms, changeVms } from './vms-work';

const without = <T extends { communityID: string }>({ communityID: _, ...rest }: T) => rest;

/** The office's gate settings: utility config, the receipt's account, the document setting, and the reset. */
export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.utilityGet, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atVms(request, loadAdminSettings)).utility,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.utilityPut, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => putUtilityConfig(w, without(request.body))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.accountGet, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atVms(request, loadAdminSettings)).account,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.accountPut, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => putAccount(w, without(request.body))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.documentGet, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atVms(request, loadAdminSettings)).documents,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.documentPut, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => putDocumentSetting(w, without(request.body))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.factoryReset, TAGS),
    handler: async (request) => {
      await changeVms(request, (w) => factoryReset(w, request.body.communityName));
      return { isSuccess: true as const };
    },
  });
}
