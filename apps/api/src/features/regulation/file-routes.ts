import path from 'node:path';
import { regulationOps as ops } from '@cc/contracts/regulation-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentType, MAX_PDF_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { badRequest } from './refusals';
import { insertFile, TAGS } from './regulation-queries';

/** A name to show beside the link: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  path
    .basename(filename ?? '')
    .replace(/[\p{Cc}<>:"/\\|?*]/gu, '_')
    .slice(0, 200) || 'document.pdf';

/** A version's PDF: stored privately, named by id, so a version never points at a foreign file. */
export async function fileRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, { bytes: Buffer; name: string }>();

  // Read after the access hooks, so a caller without the permission never has a file parsed.
  const readUpload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('REGULATION_NO_FILE');
    const part = await request.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest('REGULATION_NO_FILE');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('REGULATION_NO_FILE');
    uploads.set(request, { bytes, name: displayName(part.filename) });
  };

  r.route({
    ...guardedRoute(s, ops.file, TAGS, readUpload),
    handler: async (request) => {
      const { bytes, name } = uploads.get(request)!;
      if (bytes.toString('latin1', 0, 5) !== '%PDF-') throw badRequest('REGULATION_NOT_PDF');
      const type = documentType(bytes);
      const scope = request.scope;
      const key = await s.files.savePrivate(scope, 'regulation', bytes, type.ext);
      const file = await scope.run((tx) =>
        insertFile(tx, {
          communityId: scope.communityId,
          storedKey: key,
          name,
          size: bytes.length,
          uploadedBy: request.user.id,
        }),
      );
      return {
        isSuccess: true as const,
        data: { fileID: file.id, name, size: bytes.length, url: s.files.url(scope, key, { name }) },
      };
    },
  });
}
