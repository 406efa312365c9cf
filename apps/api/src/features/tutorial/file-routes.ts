import { tutorialOps as ops } from '@cc/contracts/tutorial';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { displayName, tutorialFileType, UPLOAD_MAX_BYTES } from './file-upload';
import { badRequest } from './refusals';
import { TAGS } from './tutorial-queries';

/**
 * `file`: a video or a PR file, stored private under the community's tutorials folder. The key
 * it answers is what create and update take; they accept only this community's tutorial keys.
 */
export async function fileRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, { bytes: Buffer; name: string }>();

  // Read after the access hooks, so a caller without the permission never has a file parsed.
  const readUpload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('TUTORIAL_NO_FILE');
    const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw badRequest('TUTORIAL_NO_FILE');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('TUTORIAL_FILE_EMPTY');
    uploads.set(request, { bytes, name: displayName(part.filename) });
  };

  r.route({
    ...guardedRoute(s, ops.file, TAGS, readUpload),
    handler: async (request) => {
      const { bytes, name } = uploads.get(request)!;
      const type = tutorialFileType(bytes);
      const fileKey = await s.files.savePrivate(request.scope, 'tutorials', bytes, type.ext);
      return {
        isSuccess: true as const,
        data: {
          fileKey,
          url: s.files.url(request.scope, fileKey, { name })!,
          name,
          contentType: type.contentType,
        },
      };
    },
  });
}
