import { createHash } from 'node:crypto';

/**
 * Where an upload lives, relative to the storage root. Every key names its owner, so the
 * storage layer itself can refuse to sign or serve one community's file under another's name:
 *
 *   private/c-<community>/<feature>/<uuid>.<ext>   served only through a signed link
 *   private/u-<user>/<feature>/<uuid>.<ext>        (a user's own files, e.g. a profile photo)
 *   public/c-<community>/<feature>/<uuid>.<ext>    served to anyone (a community's logo)
 *
 * Rows written before private files hold `/uploads/<folder>/<name>`; those keys are
 * `<folder>/<name>` (the files never moved), private but for the old community pictures.
 */
export type FileOwner = { communityId: string } | { userId: string };
export type Visibility = 'private' | 'public';

const SAFE_ID = /^[A-Za-z0-9_-]{1,80}$/;
const FEATURE = /^[a-z][a-z0-9-]{0,39}$/;
const NAME = '[A-Za-z0-9_-]{1,100}\\.[a-z0-9]{1,8}';
const OWNED_KEY = new RegExp(`^(private|public)/([cu]-[A-Za-z0-9_-]{1,80})/([a-z][a-z0-9-]{0,39})/${NAME}$`);
/** The folders uploads went to before keys named their owner. */
const LEGACY_FOLDERS = ['announcements', 'parcels', 'profiles', 'communities'] as const;
const LEGACY_KEY = new RegExp(`^(${LEGACY_FOLDERS.join('|')})/${NAME}$`);
const LEGACY_PUBLIC_FOLDER = 'communities';

/** `c-<id>` / `u-<id>`; an id with other characters is hashed, so a segment is always path-safe. */
export function ownerSegment(owner: FileOwner): string {
  const [kind, id] = 'communityId' in owner ? ['c', owner.communityId] : ['u', owner.userId];
  return `${kind}-${SAFE_ID.test(id) ? id : `h${createHash('sha256').update(id).digest('hex').slice(0, 40)}`}`;
}

export function newKey(visibility: Visibility, owner: FileOwner, feature: string, ext: string): string {
  if (!FEATURE.test(feature) || !/^[a-z0-9]{1,8}$/.test(ext))
    throw new Error(`bad file key part ${feature}.${ext}`);
  return `${visibility}/${ownerSegment(owner)}/${feature}/${crypto.randomUUID()}.${ext}`;
}

export interface ParsedKey {
  key: string;
  visibility: Visibility;
  /** The owner segment, or null for a key written before keys named their owner. */
  owner: string | null;
}

/**
 * A key as it may arrive from a URL or a stored row, or null when it is not one this storage
 * could have written: no `..`, no absolute path, no NUL, no encoded separators survive the
 * patterns, so a parsed key always resolves inside the storage root.
 */
export function parseKey(key: string): ParsedKey | null {
  const owned = OWNED_KEY.exec(key);
  if (owned) return { key, visibility: owned[1] as Visibility, owner: owned[2]! };
  const legacy = LEGACY_KEY.exec(key);
  if (legacy)
    return { key, visibility: legacy[1] === LEGACY_PUBLIC_FOLDER ? 'public' : 'private', owner: null };
  return null;
}

export const FILES_PATH = '/api/files/';

/**
 * The key a stored value names, whichever form it was written in: a key, an old
 * `/uploads/...` URL, or a link of ours (`/api/files/<key>`, with or without its signature).
 */
export function keyOf(stored: string): ParsedKey | null {
  const pathPart = stored.split(/[?#]/, 1)[0]!;
  const bare = pathPart.startsWith('/uploads/')
    ? pathPart.slice('/uploads/'.length)
    : pathPart.startsWith(FILES_PATH)
      ? pathPart.slice(FILES_PATH.length)
      : pathPart;
  return parseKey(bare);
}
