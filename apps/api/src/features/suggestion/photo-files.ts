import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FileOwner } from '../../platform/files/file-keys';
import type { PhotoUpload } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import type { StoredPhoto } from './tables';

/**
 * Stores a form's photos (private: read through signed links only), then runs the change that
 * names them; if the change is refused, the photos are deleted again, so nothing is left behind.
 */
export async function withPhotos<T>(
  s: Pick<AppServices, 'files'>,
  owner: FileOwner,
  log: FastifyBaseLogger,
  uploads: PhotoUpload[],
  change: (photos: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const photos: StoredPhoto[] = [];
  try {
    for (const u of uploads)
      photos.push({
        photoID: randomUUID(),
        key: await s.files.savePrivate(owner, 'suggestions', u.bytes, u.ext),
      });
    return await change(photos);
  } catch (e) {
    for (const p of photos)
      await s.files.remove(p.key).catch((err) => log.warn({ err }, 'could not delete a suggestion photo'));
    throw e;
  }
}
