import { vmsVisitPhotoOps as ops } from '@cc/contracts/vms-pass-ops';
import type { VisitPhotoKind } from '@cc/contracts/vms-pass-records';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { visitPhotos } from './pass-queries';
import { forbidden, notFound } from './refusals';
import { livesIn } from './visit-queries';
import { atVms, type VmsWork } from './vms-work';

/**
 * The private key of a visit's photo, for gate staff (any visit) or a resident of the visit's
 * unit; another unit's resident is refused outright (403), an unknown visit is not found.
 */
export async function photoKey(w: VmsWork, visitId: string, kind: VisitPhotoKind): Promise<string> {
  const visit = await visitPhotos(w, visitId);
  if (!visit) throw notFound('VMS_VISIT_NOT_FOUND');
  if (!w.isGate && !(await livesIn(w, visit.unitId))) throw forbidden('VMS_PHOTO_NOT_YOURS');
  const key = kind === 'FACE' ? visit.face : visit.plate;
  if (!key) throw notFound('VMS_PHOTO_NOT_FOUND');
  return key;
}

/** `visitor/photo`: a short-lived signed link to the private file, never a public path. */
export async function visitPhotoRoute(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, ops.photo, ['vms']),
    handler: async (q) => {
      const key = await atVms(q, (w) => photoKey(w, q.query.visitID, q.query.kind));
      const url = s.files.url(q.scope, key);
      if (!url) throw notFound('VMS_PHOTO_NOT_FOUND');
      return { isSuccess: true as const, data: { url } };
    },
  });
}
