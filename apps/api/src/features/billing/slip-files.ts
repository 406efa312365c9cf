import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../../platform/services';
import type { SaveSlip } from './submit-slip';

/**
 * Keeps the slip file in step with the transaction that names it: the image is stored only
 * when the transaction asks (after its checks passed), and deleted again if the transaction then
 * fails (a lost race on the same slip), so a refused slip leaves no file behind.
 */
export async function withSlipFile<T>(
  s: Pick<AppServices, 'files'>,
  request: FastifyRequest,
  image: Buffer,
  ext: string,
  transaction: (save: SaveSlip) => Promise<T>,
): Promise<T> {
  let saved: string | undefined;
  const save: SaveSlip = async () =>
    (saved = await s.files.savePrivate(request.scope, 'billing', image, ext));
  try {
    return await transaction(save);
  } catch (e) {
    if (saved) {
      try {
        await s.files.remove(saved);
      } catch (err) {
        request.log.warn({ err, key: saved }, 'could not delete a refused slip');
      }
    }
    throw e;
  }
}
