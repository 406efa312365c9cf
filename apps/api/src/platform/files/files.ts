import { FILES_PATH, type FileOwner, keyOf, newKey, ownerSegment, type ParsedKey } from './file-keys';
import { expiryFrom, type FileLinkSigner } from './file-links';
import type { FileStorage } from './file-storage';

/**
 * Uploaded files, private by default. A feature uses it in one line each way:
 *
 *   const key = await s.files.savePrivate(request.scope, 'parcels', bytes, ext); // store `key` in its row
 *   photoUrl: s.files.url(request.scope, row.photoUrl)                          // in the read that returns it
 *
 * The access check is the feature's own: `url` is called in a guarded read, and what it gives
 * is a link signed for 15 to 30 minutes (`/api/files/<key>?exp=&sig=`, file-route.ts) that works
 * in `<img src>` and downloads, where no bearer token can go. A key of another owner is never
 * signed (null), so a row or body naming a foreign file shows nothing. `savePublic` is for what
 * is meant for anyone (a community's logo): chosen here by the uploader, never by the requester.
 * `url` also reads the values rows held before (`/uploads/<folder>/<name>`).
 */
export interface Files {
  /** Answers the key to store in the feature's row. */
  savePrivate(owner: FileOwner, feature: string, bytes: Buffer, ext: string): Promise<string>;
  /** Answers the file's public URL, which the row stores and every reader shows as it is. */
  savePublic(owner: { communityId: string }, feature: string, bytes: Buffer, ext: string): Promise<string>;
  /** The link to show for a stored value of `owner`'s; `name` is the download's file name. */
  url(owner: FileOwner, stored: string | null, opts?: { name?: string }): string | null;
  /** Every picture of ours in an HTML body, signed for `owner` (foreign ones emptied). */
  urlsIn(owner: FileOwner, html: string): string;
  /**
   * The bytes of a stored value of `owner`'s, for a document the server builds itself (a work
   * order's photos); null for a foreign or unknown value, as `url` gives no link for one.
   */
  read(owner: FileOwner, stored: string | null): Promise<Buffer | null>;
  /** Deletes a stored file; a value that names none of ours is ignored. */
  remove(stored: string | null): Promise<void>;
}

/**
 * `src="/api/files/..."` or an old `src="/uploads/..."`, with any query of a link of ours. Only
 * pictures: a body's links are the author's to other places, never a way to hand out files.
 */
const LINKS_IN_HTML = /(\ssrc=")((?:\/api\/files\/|\/uploads\/)[^"]*)"/g;

export function createFiles(storage: FileStorage, signer: FileLinkSigner, now = Date.now): Files {
  const save = async (key: string, bytes: Buffer) => {
    await storage.put(key, bytes);
    return key;
  };
  // The storage layer's own ownership check: a key names its owner, and only it is served.
  const ownedBy = (owner: FileOwner, parsed: ParsedKey) =>
    parsed.visibility === 'public' || parsed.owner === null || parsed.owner === ownerSegment(owner);
  const url: Files['url'] = (owner, stored, opts) => {
    const parsed = stored ? keyOf(stored) : null;
    if (!parsed) return null;
    if (parsed.visibility === 'public') return `${FILES_PATH}${parsed.key}`;
    if (!ownedBy(owner, parsed)) return null;
    const exp = expiryFrom(now());
    const name = opts?.name ?? '';
    const query = new URLSearchParams({ exp: String(exp), ...(name ? { name } : {}) });
    query.set('sig', signer.sign(parsed.key, exp, name));
    return `${FILES_PATH}${parsed.key}?${query}`;
  };
  return {
    savePrivate: (owner, feature, bytes, ext) => save(newKey('private', owner, feature, ext), bytes),
    savePublic: async (owner, feature, bytes, ext) =>
      `${FILES_PATH}${await save(newKey('public', owner, feature, ext), bytes)}`,
    url,
    urlsIn: (owner, html) =>
      html.replace(LINKS_IN_HTML, (_, attr: string, link: string) => {
        const signed = url(owner, link.replaceAll('&amp;', '&'));
        return `${attr}${signed ? signed.replaceAll('&', '&amp;') : ''}"`;
      }),
    async read(owner, stored) {
      const parsed = stored ? keyOf(stored) : null;
      if (!parsed || !ownedBy(owner, parsed)) return null;
      const file = await storage.open(parsed.key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    },
    async remove(stored) {
      const parsed = stored ? keyOf(stored) : null;
      if (parsed) await storage.remove(parsed.key);
    },
  };
}
