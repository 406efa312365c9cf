import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { badRequest } from './refusals';
import { announcementFiles, type StoredAttachment } from './tables';

/**
 * The cover and attachments a post names, from this community's uploads only: an id from
 * another community, or one never uploaded, is refused rather than silently dropped.
 */
export async function resolveFiles(
  tx: Executor,
  scope: CommunityScope,
  coverFileID: string | null,
  attachmentFileIDs: string[],
): Promise<{ coverUrl: string | null; attachments: StoredAttachment[] }> {
  const ids = [...new Set([...(coverFileID ? [coverFileID] : []), ...attachmentFileIDs])];
  const rows = ids.length
    ? await tx
        .select()
        .from(announcementFiles)
        .where(scope.owns(announcementFiles, inArray(announcementFiles.id, ids)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (byId.size !== ids.length) throw badRequest('FILE_NOT_FOUND');
  const cover = coverFileID ? byId.get(coverFileID)! : null;
  if (cover && !cover.contentType.startsWith('image/')) throw badRequest('COVER_NOT_IMAGE');
  return {
    coverUrl: cover?.url ?? null,
    attachments: attachmentFileIDs.map((id) => {
      const f = byId.get(id)!;
      return { fileID: f.id, url: f.url, name: f.name, contentType: f.contentType, size: f.size };
    }),
  };
}
