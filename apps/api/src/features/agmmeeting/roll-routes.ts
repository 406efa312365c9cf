import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { rollSheet, voteSheet } from './registers';
import { listRoll, takeRoll, updateRoll } from './roll';
import { listRules, updateRule } from './rules';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function rollRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.rollSnapshot, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => takeRoll(w, request.body.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.rollList, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, (w) => listRoll(w, request.query.meetingID, request.query.search))),
  });
  r.route({
    ...guardedRoute(s, ops.rollUpdate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => updateRoll(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.rollExcel, TAGS),
    handler: async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atAgm(request, (w) => rollSheet(w, request.query.meetingID, lang));
      return sendXlsx(reply, 'agm-roll.xlsx', sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.voteExcel, TAGS),
    handler: async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atAgm(request, (w) => voteSheet(w, request.query.meetingID, lang));
      return sendXlsx(reply, 'agm-votes.xlsx', sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.ruleList, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atAgm(request, listRules) }),
  });
  r.route({
    ...guardedRoute(s, ops.ruleUpdate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => updateRule(w, request.body))),
  });
}
