import type { AnnouncementCreate } from '@cc/contracts/announcement';
import { announcementOps } from '@cc/contracts/announcement-ops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOp } from '../../../shared/api/api-client';
import type { PostPayload } from '../form-values';
import { announcementKeys } from './announcement-keys';

/** After any change every list, detail, report and the dashboard card may be stale. */
function useInvalidating<V, R>(communityID: string, fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all(communityID) }),
  });
}

/** Creates a post, or edits one when announcementID is given. */
export const useSavePost = (communityID: string) =>
  useInvalidating(
    communityID,
    async ({ announcementID, ...post }: PostPayload & { announcementID?: string }) =>
      announcementID
        ? (await callOp(announcementOps.update, { body: { communityID, announcementID, ...post } })).data
        : (await callOp(announcementOps.create, { body: { communityID, ...post } })).data,
  );

export const useUnpublish = (communityID: string) =>
  useInvalidating(communityID, async (announcementID: string) =>
    callOp(announcementOps.unpublish, { body: { communityID, announcementID } }),
  );

export const usePublishNow = (communityID: string) =>
  useInvalidating(communityID, async (announcementID: string) =>
    callOp(announcementOps.publish, { body: { communityID, announcementID, publishAt: null } }),
  );

export const usePin = (communityID: string) =>
  useInvalidating(
    communityID,
    async ({ announcementID, pinned }: { announcementID: string; pinned: boolean }) =>
      callOp(announcementOps.pin, { body: { communityID, announcementID, pinned } }),
  );

export const useDeletePost = (communityID: string) =>
  useInvalidating(communityID, async (announcementID: string) =>
    callOp(announcementOps.remove, { query: { communityID, announcementID } }),
  );

/** A cover, attachment or editor picture; the answer's fileID goes into the post. */
export async function uploadPostFile(communityID: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await callOp(announcementOps.file, { query: { communityID }, body: form })).data;
}

/** The body as residents will get it (sanitised by the server) and how many the audience reaches. */
export async function previewPost(
  communityID: string,
  input: { body?: string; bodyFormat: 'PLAIN' | 'HTML'; audience?: AnnouncementCreate['audience'] },
) {
  return (await callOp(announcementOps.preview, { body: { communityID, ...input } })).data;
}
