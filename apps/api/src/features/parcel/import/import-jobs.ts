import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { inLanguage, notFound } from '../refusals';
import { parcelImports } from '../tables';
import type { ImportRow } from './check-row';
import { type SavedImport, saveImportRows } from './save-import';

/** What the job row keeps: the catalog's English, so the two cannot drift apart. */
const IMPORT_FAILED_MESSAGE = inLanguage('en', 'PARCEL_IMPORT_FAILED');

export type ImportOutcome = { ok: true; saved: SavedImport } | { ok: false };

/**
 * Imports being saved by this process. The job row is committed before the save starts, so the
 * outcome is on record whatever happens; rows done so far live here, because the save's own
 * transaction cannot show them to anyone before it commits. (With embedded PGlite, one
 * connection, every other request waits for that transaction anyway: progress reaches the
 * console through the save's own streamed answer, which needs no query.)
 */
export function importJobs(log: FastifyBaseLogger) {
  const progress = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();

  async function start(
    scope: CommunityScope,
    userId: string,
    fileName: string,
    rows: ImportRow[],
    onProgress: (done: number) => void,
  ) {
    const [job] = await scope.run((tx) =>
      tx
        .insert(parcelImports)
        .values({ communityId: scope.communityId, fileName, totalRows: rows.length, createdBy: userId })
        .returning({ id: parcelImports.id }),
    );
    const id = job!.id;
    progress.set(id, 0);
    const track = (done: number) => {
      progress.set(id, done);
      onProgress(done);
    };
    const finished: Promise<ImportOutcome> = saveImportRows(scope, userId, id, rows, track)
      .then((saved) => ({ ok: true as const, saved }))
      .catch(async (err) => {
        log.error({ err, importId: id, communityId: scope.communityId }, 'parcel import failed');
        await scope.run((tx) =>
          tx
            .update(parcelImports)
            .set({ status: 'FAILED', error: IMPORT_FAILED_MESSAGE, finishedAt: new Date() })
            .where(scope.owns(parcelImports, eq(parcelImports.id, id))),
        );
        return { ok: false as const };
      })
      .finally(() => progress.delete(id));
    hold(finished);
    return { id, finished };
  }

  /** Work that must finish before the database closes (the save, and what follows it). */
  function hold(work: Promise<unknown>) {
    const settled = work.catch((err) => log.error({ err }, 'after a parcel import'));
    inFlight.add(settled);
    void settled.finally(() => inFlight.delete(settled));
  }

  async function status(scope: CommunityScope, importId: string) {
    const [job] = await scope.run((tx) =>
      tx
        .select()
        .from(parcelImports)
        .where(scope.owns(parcelImports, eq(parcelImports.id, importId))),
    );
    if (!job) throw notFound('IMPORT_NOT_FOUND');
    const done = job.status === 'DONE' ? job.totalRows : (progress.get(job.id) ?? 0);
    return {
      importID: job.id,
      fileName: job.fileName,
      status: job.status,
      total: job.totalRows,
      done: job.status === 'FAILED' ? 0 : done,
      firstNo: job.firstNo,
      lastNo: job.lastNo,
      error: job.error,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }

  /** Lets saves in flight finish before the database closes. */
  const settle = () => Promise.allSettled([...inFlight]);
  return { start, status, hold, settle };
}
export type ImportJobs = ReturnType<typeof importJobs>;
