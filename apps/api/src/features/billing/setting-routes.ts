import { billingSettingOps as ops } from '@cc/contracts/billing-setting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { validPromptPayID } from '../../platform/payment/promptpay-payload';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { badRequest } from './refusals';
import { addAccount, deleteAccount, listAccounts, readSettings, writeSettings } from './setting-queries';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** Accounts, the office's phone and the charges: each change is one statement in the scope. */
export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.accounts, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atOffice(request, listAccounts) }),
  });
  r.route({
    ...guardedRoute(s, ops.addBank, TAGS),
    handler: async (request) => {
      const { bankCode, accountNo, accountName } = request.body;
      return ok(
        await atOffice(request, (w) => addAccount(w, { kind: 'BANK', bankCode, accountNo, accountName })),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.addPromptPay, TAGS),
    handler: async (request) => {
      const { promptpayKind, promptpayID, accountName } = request.body;
      if (!validPromptPayID(promptpayKind, promptpayID)) throw badRequest('BILLING_PROMPTPAY_ID_INVALID');
      const account = await atOffice(request, (w) =>
        addAccount(w, { kind: 'PROMPTPAY', accountName, promptpayKind, promptpayId: promptpayID }),
      );
      return ok(account);
    },
  });
  r.route({
    ...guardedRoute(s, ops.deleteAccount, TAGS),
    handler: async (request) => {
      await atOffice(request, (w) => deleteAccount(w, request.body.accountID));
      return { isSuccess: true as const };
    },
  });
  r.route({
    ...guardedRoute(s, ops.contactPhone, TAGS),
    handler: async (request) => ok({ contactPhone: (await atOffice(request, readSettings)).contactPhone }),
  });
  r.route({
    ...guardedRoute(s, ops.setContactPhone, TAGS),
    handler: async (request) => {
      const { contactPhone } = request.body;
      await atOffice(request, (w) => writeSettings(w, { contactPhone }));
      return ok({ contactPhone });
    },
  });
  r.route({
    ...guardedRoute(s, ops.charges, TAGS),
    handler: async (request) => ok((await atOffice(request, readSettings)).charges),
  });
  r.route({
    ...guardedRoute(s, ops.setCharges, TAGS),
    handler: async (request) => {
      const { charges } = request.body;
      await atOffice(request, (w) => writeSettings(w, { charges }));
      return ok(charges);
    },
  });
}
