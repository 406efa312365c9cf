import { timingSafeEqual } from 'node:crypto';
import { unauthorized } from '../errors';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** HTTP Basic client authentication of the OAuth token endpoint (RFC 6749 2.3.1). */
export function assertClient(header: string | undefined, client: { id: string; secret: string }) {
  const refused = unauthorized('invalid_client');
  if (!header?.startsWith('Basic ')) throw refused;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep < 0) throw refused;
  const id = decodeURIComponent(decoded.slice(0, sep));
  const secret = decodeURIComponent(decoded.slice(sep + 1));
  if (!same(id, client.id) || !same(secret, client.secret)) throw refused;
}
