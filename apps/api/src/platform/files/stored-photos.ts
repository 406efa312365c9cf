import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoUpload } from '../http/photo-form';
import type { AppServices } from '../services';
import type { FileOwner } from './file-keys';

/** A photo as a feature's row keeps it (in a jsonb list): its own ID and the stored file's key. */
export interface StoredPhoto {
  photoID: string;
  key: string;
}

/**
 * Stores a form's photos (private: read through signed links only) in `folder`, then runs the
 * change that names them; if the change fails, the photos are deleted again, so a refused
 * request leaves no file behind. A file that cannot be deleted is logged, never thrown over the
 * change's own failure.
 */
export async function withStoredPhotos<T>(
  s: Pick<AppServices, 'files'>,
  owner: FileOwner,
  folder: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  uploads: readonly PhotoUpload[],
  change: (photos: StoredPhoto[]) => Promise<T>,
): Promise<T> {
  const photos: StoredPhoto[] = [];
  try {
    for (const u of uploads)
      photos.push({ photoID: randomUUID(), key: await s.files.savePrivate(owner, folder, u.bytes, u.ext) });
    return await change(photos);
  } catch (e) {
    for (const p of photos)
      await s.files.remove(p.key).catch((err) => log.warn({ err, folder }, 'could not delete a photo'));
    throw e;
  }
}
