import path from 'node:path';
import { announcementOps as ops } from '@cc/contracts/announcement-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentType, MAX_PDF_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { audienceFigures, checkAudience } from './audience-queries';
import { badRequest } from './refusals';
import { sanitizeBody } from './sanitize-body';
import { announcementFiles } from './tables';

const tags = ['announcement'];
/** A name to show beside the link: no folders, no control characters, not too long. */
const displayName = (filename: string | undefined) =>
  path
    .basename(filename ?? '')
    .replace(/[\p{Cc}<>:"/\\|?*]/gu, '_')
    .slice(0, 200) || 'file';

/** Uploads for posts (covers, attachments, editor pictures), and the residents'-eye preview. */
export async function fileRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, { bytes: Buffer; name: string }>();

  // Read after the access hooks, so a caller without the permission never has a file parsed.
  // The limit here is the largest kind's (PDF); documentType holds each kind to its own.
  const readUpload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('NO_FILE');
    const part = await request.file({ limits: { fileSize: MAX_PDF_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest('NO_FILE');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('FILE_EMPTY');
    uploads.set(request, { bytes, name: displayName(part.filename) });
  };

  r.route({
    ...guardedRoute(s, ops.file, tags, readUpload),
    handler: async (request) => {
      const { bytes, name } = uploads.get(request)!;
      const type = documentType(bytes);
      const key = await s.files.savePrivate(request.scope, 'announcements', bytes, type.ext);
      const scope = request.scope;
      const [file] = await scope.run((tx) =>
        tx
          .insert(announcementFiles)
          .values({
            communityId: scope.communityId,
            url: key,
            name,
            contentType: type.contentType,
            size: bytes.length,
            uploadedBy: request.user.id,
          })
          .returning(),
      );
      return {
        isSuccess: true as const,
        data: {
          fileID: file!.id,
          url: s.files.url(scope, key, { name })!,
          name,
          contentType: type.contentType,
          size: bytes.length,
          kind: type.kind,
        },
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.preview, tags),
    handler: async (request) => {
      const { body, bodyFormat, audience } = request.body;
      const scope = request.scope;
      const reach = audience
        ? await scope.run(async (tx) => {
            await checkAudience(tx, scope.communityId, audience);
            return audienceFigures(tx, scope.communityId, audience);
          })
        : { units: null, residents: null };
      const shown =
        body === undefined ? null : bodyFormat === 'HTML' ? s.files.urlsIn(scope, sanitizeBody(body)) : body;
      return { isSuccess: true as const, data: { body: shown, ...reach } };
    },
  });
}
