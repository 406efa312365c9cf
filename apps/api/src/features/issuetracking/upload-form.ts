import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './refusals';

export interface Upload {
  bytes: Buffer;
  /** The name shown beside the link: no folders, no control characters, not too long. */
  name: string;
}

const displayName = (filename: string | undefined) =>
  path
    .basename(filename ?? '')
    .replace(/[\p{Cc}<>:"/\\|?*]/gu, '_')
    .slice(0, 200) || 'file';

/** Fields that may come several times in a form (or once, as a JSON array or comma list). */
const LIST_FIELDS = new Set(['mentionIDs']);

function listOf(value: string): string[] {
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON after all: read it as a comma list, which validation then judges.
    }
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads a multipart form of text fields and files named `field`, at most `max` of them, each
 * within `maxBytes` (busboy stops a larger one: 413). One more than `max` is refused with
 * `tooMany` before its bytes are read; an empty file part (a form's unused input) is skipped.
 * The fields become the body (communityID from the query, where the guard read it), so one
 * schema validates JSON and forms alike.
 */
export async function readUploadForm(
  request: FastifyRequest,
  opts: { field: string; max: number; maxBytes: number; tooMany: () => Error },
): Promise<Upload[]> {
  const files: Upload[] = [];
  const fields: Record<string, unknown> = {};
  const parts = request.parts({ limits: { fileSize: opts.maxBytes, files: opts.max + 1, fields: 50 } });
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== opts.field) throw badRequest('UNSUPPORTED_FILE');
      if (files.length >= opts.max) throw opts.tooMany();
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push({ bytes, name: displayName(part.filename) });
      continue;
    }
    const value = String(part.value);
    if (LIST_FIELDS.has(part.fieldname)) {
      fields[part.fieldname] = [...((fields[part.fieldname] as string[]) ?? []), ...listOf(value)];
    } else if (value !== '') fields[part.fieldname] = value;
  }
  request.body = { ...fields, communityID: (request.query as { communityID?: string }).communityID };
  return files;
}
