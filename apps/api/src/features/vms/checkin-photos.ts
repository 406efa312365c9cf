import type { CheckinInput } from '@cc/contracts/vms-inputs';
import type { FastifyRequest } from 'fastify';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import type { AppServices } from '../../platform/services';
import { type CheckedIn, checkin } from './checkin';
import type { GatePhotos } from './visit-photo-form';
import { changeVms } from './vms-work';

/**
 * A check-in with the photos the gate took: they are stored privately first, then the visit
 * naming them; a refused check-in deletes them again, and so does a resend (its first visit
 * keeps its own photos), so no file is left that no visit names.
 */
export async function checkinWithPhotos(
  s: AppServices,
  request: FastifyRequest<{ Body: CheckinInput }>,
  photos: GatePhotos,
): Promise<CheckedIn> {
  const kinds = (['face', 'plate'] as const).filter((k) => photos[k]);
  const uploads = kinds.map((k) => photos[k]!);
  const done = await withStoredPhotos(
    s,
    request.scope,
    'vms-visits',
    request.log,
    uploads,
    async (stored) => {
      const keys = Object.fromEntries(kinds.map((k, i) => [k, stored[i]!.key]));
      const result = await changeVms(request, (w) => checkin(w, request.body, keys));
      return { result, stored };
    },
  );
  if (!done.result.created)
    for (const p of done.stored)
      await s.files.remove(p.key).catch((err) => request.log.warn({ err }, 'could not delete a photo'));
  return done.result;
}
