import { losservicesOps as ops, type PartnerView } from '@cc/contracts/losservices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { communityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { communityInfo } from '../../platform/tenancy/community-info';
import { findRequestRow, type RequestWithService, TAGS } from './losservices-queries';
import { changeAsPartner, type LosservicesWork, runLosservices } from './losservices-work';
import { partnerLinkHolds } from './partner-link';
import { forbidden } from './refusals';
import { moveRequest } from './request-changes';

interface LinkRef {
  communityID: string;
  requestID: string;
  token: string;
}

/** A link that does not verify learns nothing, not even whether the request exists. */
async function verified(s: AppServices, ref: LinkRef) {
  if (!(await partnerLinkHolds(s.db, ref.communityID, ref.requestID, ref.token))) {
    throw forbidden('LOSSERVICES_LINK_NOT_VALID');
  }
}

async function viewOf(w: LosservicesWork, r: RequestWithService): Promise<PartnerView> {
  const c = await communityInfo(w.tx, w.scope.communityId);
  return {
    requestID: r.request.id,
    communityName: c.communityName,
    serviceName: r.service.name,
    vendorName: r.service.vendorName,
    requesterName: r.request.requesterName,
    place: r.request.place,
    note: r.request.note,
    preferredDate: r.request.preferredDate,
    status: r.request.status,
    scheduledAt: r.request.scheduledAt?.toISOString() ?? null,
    statusNote: r.request.statusNote,
    timeZone: w.timeZone,
  };
}

const PARTNER = { userId: null, actor: 'partner:link', isStaff: false, canWrite: false };

/** The partner's signed link: read the job, and accept, schedule, finish or turn it down. */
export async function partnerRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.partnerRequest, TAGS),
    handler: async (q) => {
      await verified(s, q.query);
      const data = await runLosservices(
        s,
        q.log,
        communityScope(s.db, q.query.communityID),
        PARTNER,
        false,
        async (w) => viewOf(w, await findRequestRow(w, q.query.requestID)),
      );
      return { isSuccess: true as const, data };
    },
  });
  r.route({
    ...guardedRoute(s, ops.partnerMove, TAGS),
    handler: async (q) => {
      await verified(s, q.body);
      const data = await changeAsPartner(q, q.body.communityID, 'partner:link', async (w) =>
        viewOf(w, await moveRequest(w, q.body.requestID, q.body.status, q.body)),
      );
      return { isSuccess: true as const, data };
    },
  });
}
