import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/** A UTF-16 half without its other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const unsafe = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * Where in `value` (query, JSON or form body) a text holds a NUL byte or a lone surrogate, as a
 * field path (`body.items.0.name`), or undefined when every text is whole. PostgreSQL cannot
 * store a NUL in text and answers "invalid byte sequence", and a lone surrogate would be stored
 * as a replacement character, so neither may reach a query. Walked with a stack of its own, so a
 * body nested thousands deep cannot overflow the call stack.
 */
export function unsafeTextPath(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (unsafe(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (unsafe(k)) return path;
        stack.push([item, `${path}.${k}`]);
      }
    }
  }
  return undefined;
}

function refuseUnsafeText(request: FastifyRequest) {
  const field = unsafeTextPath(request.query, 'query') ?? unsafeTextPath(request.body, 'body');
  // The path is ours (query/body and the keys walked), but a key itself may be the bad text:
  // name the field only up to its last whole part.
  if (field)
    throw badRequest('UNSAFE_TEXT', {
      field: field
        .split('.')
        .filter((p) => !unsafe(p))
        .join('.'),
    });
}

/**
 * Every route refuses text that no column can hold before anything reads it: before the
 * community guard looks `communityID` up (preValidation, ahead of every route's own hooks), and
 * again before the handler, for a body that a route's own hook assembled from a multipart form.
 * One 400 in the caller's language instead of a database error on each route that forgot.
 */
export function registerInputSafety(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => refuseUnsafeText(request));
  app.addHook('preHandler', async (request) => refuseUnsafeText(request));
}

/**
 * An error thrown by the multipart parser (busboy) on a malformed form: a boundary never closed,
 * a broken part header. They are plain Errors with no status, so they are known by where they
 * were made. The error handler answers them 400 instead of 500: the request was bad, not us.
 */
export function isMalformedUpload(err: Error & { statusCode?: number }): boolean {
  if (err.statusCode !== undefined) return false;
  const firstFrame = err.stack?.split('\n').find((line) => line.trimStart().startsWith('at '));
  return !!firstFrame && /[\\/]busboy[\\/]/.test(firstFrame);
}
