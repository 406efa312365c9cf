import type { FastifyBaseLogger } from 'fastify';
import type { FileOwner } from '../../platform/files/file-keys';
import { imageExtension } from '../../platform/files/file-storage';
import type { AppServices } from '../../platform/services';

/**
 * Keeps the photo files in step with a transaction that may save a new photo (`savePhoto`,
 * undefined without one) and stop using an old one (`droppedPhotoUrl` in its answer): a photo
 * saved by a transaction that then fails is deleted, and the dropped one only once the
 * transaction has committed, so a failed change still shows its photo.
 */
export async function withPhotoFiles<T extends { droppedPhotoUrl?: string | null }>(
  s: Pick<AppServices, 'files'>,
  owner: FileOwner,
  log: FastifyBaseLogger,
  photo: Buffer | undefined,
  transaction: (savePhoto?: () => Promise<string>) => Promise<T>,
): Promise<T> {
  const ext = photo && imageExtension(photo);
  let saved: string | undefined;
  const savePhoto =
    photo && ext ? async () => (saved = await s.files.savePrivate(owner, 'parcels', photo, ext)) : undefined;
  let done: T;
  try {
    done = await transaction(savePhoto);
  } catch (e) {
    if (saved) await removeQuietly(s, log, saved);
    throw e;
  }
  if (done.droppedPhotoUrl) await removeQuietly(s, log, done.droppedPhotoUrl);
  return done;
}

/** The change stands either way; a file left behind is logged, not thrown. */
async function removeQuietly(s: Pick<AppServices, 'files'>, log: FastifyBaseLogger, url: string) {
  try {
    await s.files.remove(url);
  } catch (err) {
    log.warn({ err, url }, 'could not delete a parcel photo');
  }
}
