import type { FastifyBaseLogger } from 'fastify';
import type { FileOwner } from '../../platform/files/file-keys';
import type { AppServices } from '../../platform/services';

/** Stores one upload's bytes privately and answers the key its row keeps. */
export type SaveFile = (bytes: Buffer, ext: string) => Promise<string>;

/**
 * Runs a transaction that may store files (through `save`, after its own checks passed): when
 * the transaction fails, every file it stored is deleted again, so a refused comment or
 * attachment leaves no file behind. A file that cannot be deleted is logged, not thrown: the
 * refusal is what the caller needs to hear.
 */
export async function withSavedFiles<T>(
  s: Pick<AppServices, 'files'>,
  owner: FileOwner,
  log: FastifyBaseLogger,
  transaction: (save: SaveFile) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  const save: SaveFile = async (bytes, ext) => {
    const key = await s.files.savePrivate(owner, 'issuetracking', bytes, ext);
    saved.push(key);
    return key;
  };
  try {
    return await transaction(save);
  } catch (e) {
    for (const key of saved) {
      try {
        await s.files.remove(key);
      } catch (err) {
        log.warn({ err, key }, 'could not delete an issue-tracking upload');
      }
    }
    throw e;
  }
}
