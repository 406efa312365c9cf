import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { membersHolding } from '../../platform/realtime/live-change';
import type { AppServices } from '../../platform/services';
import { tellMembers } from './agm-notices';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { createPetition, listPetitions, recordSignatures, type Signed, signPetition } from './petitions';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The committee (whoever runs meetings) is told once a petition reaches its share. */
async function tellCommittee(s: AppServices, request: FastifyRequest, signed: Signed) {
  if (!signed.reachedNow) return;
  const scope = request.scope;
  const committee = await scope.run((tx) => membersHolding(tx, scope, ['AGM_MEETING:write']));
  await tellMembers(
    s,
    request.log,
    scope.communityId,
    committee,
    `คำร้องขอให้เรียกประชุมวิสามัญ / Petition: ${signed.petition.subject}`,
    'เจ้าของร่วมลงชื่อครบร้อยละ 20 ของคะแนนเสียงทั้งหมดแล้ว / Owners holding 20 % of all votes have signed.',
  );
}

export async function petitionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.petitionCreate, TAGS),
    handler: async (request) => {
      const signed = await atAgm(request, (w) => createPetition(w, request.body));
      await tellCommittee(s, request, signed);
      return ok(signed.petition);
    },
  });
  r.route({
    ...guardedRoute(s, ops.petitionSign, TAGS),
    handler: async (request) => {
      const signed = await atAgm(request, (w) =>
        signPetition(w, request.body.petitionID, request.body.unitIDs),
      );
      await tellCommittee(s, request, signed);
      return ok(signed.petition);
    },
  });
  r.route({
    ...guardedRoute(s, ops.petitionRecord, TAGS),
    handler: async (request) => {
      const signed = await atAgm(request, (w) =>
        recordSignatures(w, request.body.petitionID, request.body.unitIDs),
      );
      await tellCommittee(s, request, signed);
      return ok(signed.petition);
    },
  });
  r.route({
    ...guardedRoute(s, ops.petitionList, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atAgm(request, listPetitions) }),
  });
}
