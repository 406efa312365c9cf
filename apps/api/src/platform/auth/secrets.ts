import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a link or a token; only its hash is stored. */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');
