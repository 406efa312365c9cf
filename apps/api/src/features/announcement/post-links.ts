import type { FileOwner } from '../../platform/files/file-keys';
import type { Files } from '../../platform/files/files';

interface Linkable {
  coverUrl: string | null;
  body?: string | null;
  attachments?: { url: string; name: string }[];
}

/**
 * A post as a reader gets it: cover, attachments and the pictures in its body as signed links
 * (files.ts). Rows keep the bare keys; links are made per answer, after the route's access check.
 */
export function linkPost<T extends Linkable>(files: Files, owner: FileOwner, post: T): T {
  return {
    ...post,
    coverUrl: files.url(owner, post.coverUrl),
    ...(typeof post.body === 'string' ? { body: files.urlsIn(owner, post.body) } : {}),
    ...(post.attachments
      ? {
          attachments: post.attachments.map((a) => ({
            ...a,
            url: files.url(owner, a.url, { name: a.name }) ?? '',
          })),
        }
      : {}),
  };
}
