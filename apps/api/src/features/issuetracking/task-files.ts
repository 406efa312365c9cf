import type { FastifyBaseLogger } from 'fastify';
import type { FileOwner } from '../../platform/files/file-keys';
import type { AppServices } from '../../platform/services';
import type { TaskUpload } from './task-form';

/** Saves a task's uploads from inside its transaction; answers the stored key. */
export type SaveUpload = (upload: TaskUpload) => Promise<string>;

/**
 * Keeps stored files in step with the transaction that names them: a file saved by a change
 * that then fails (a refusal after the save, a lost race) is deleted, so no orphan stays.
 */
export async function withTaskFiles<T>(
  s: Pick<AppServices, 'files'>,
  owner: FileOwner,
  log: FastifyBaseLogger,
  change: (save: SaveUpload) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  const save: SaveUpload = async (u) => {
    const key = await s.files.savePrivate(owner, 'issuetracking', u.bytes, u.ext);
    saved.push(key);
    return key;
  };
  try {
    return await change(save);
  } catch (e) {
    for (const key of saved) {
      try {
        await s.files.remove(key);
      } catch (err) {
        log.warn({ err, key }, 'could not delete an issue tracking file');
      }
    }
    throw e;
  }
}
