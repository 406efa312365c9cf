import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { settingOrCreate } from '../../platform/db/app-settings';
import type { Database } from '../../platform/db/client';

/**
 * The partner's link: an HMAC-SHA256 over the community and the request, with a key of this
 * installation's own (made once, kept in the app settings), so a link cannot be forged for
 * another request or moved to another community. The link lives as long as its request; what it
 * may still do is the request's state's to say.
 */
const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * Made when the API starts (the feature's plugin calls it), so that reading a link, even a
 * refused one, never writes: a refusal leaves the database as it was.
 */
export function keyOf(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = settingOrCreate(db, 'losservices_partner_link_key', () =>
      randomBytes(32).toString('base64url'),
    ).then((stored) => createHmac('sha256', stored).update('losservices/partner-link/v1').digest());
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, communityId: string, requestId: string) =>
  createHmac('sha256', key).update(`${communityId}\n${requestId}`).digest('base64url');

export async function signPartnerLink(db: Database, communityId: string, requestId: string): Promise<string> {
  return mac(await keyOf(db), communityId, requestId);
}

export async function partnerLinkHolds(
  db: Database,
  communityId: string,
  requestId: string,
  token: string,
): Promise<boolean> {
  const expected = Buffer.from(mac(await keyOf(db), communityId, requestId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The console's public page the partner opens from the mail. */
export const partnerPageUrl = (publicUrl: string, communityId: string, requestId: string, token: string) =>
  `${publicUrl}/partner/losservices?${new URLSearchParams({ c: communityId, r: requestId, t: token })}`;
