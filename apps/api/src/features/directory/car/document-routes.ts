import { carRegisterOps } from '@cc/contracts/car-directory-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentType, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '../../../platform/files/file-storage';
import { guardedRoute } from '../../../platform/http/guarded-route';
import type { AppServices } from '../../../platform/services';
import { TAGS } from './car-routes';
import { DOCUMENTS_FOLDER } from './documents';
import { badRequest } from './refusals';

/**
 * `car-register/document`: one paper (a picture or a PDF, typed from its bytes) stored private
 * under the community's car folder. The key it answers is what create and update take, so those
 * stay plain JSON operations, and a resident's phone sends each paper as it is photographed.
 * Create and update accept only this community's car keys (documents.ts).
 */
export async function carDocumentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const uploads = new WeakMap<FastifyRequest, Buffer>();

  // Read after the access hooks, so a caller without the permission never has a file parsed.
  const readUpload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw badRequest('CAR_DOCUMENT_NO_FILE');
    const part = await request.file({
      limits: { fileSize: Math.max(MAX_IMAGE_BYTES, MAX_PDF_BYTES), files: 1 },
    });
    if (part?.fieldname !== 'file') throw badRequest('CAR_DOCUMENT_NO_FILE');
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw badRequest('CAR_DOCUMENT_NO_FILE');
    uploads.set(request, bytes);
  };

  r.route({
    ...guardedRoute(s, carRegisterOps.document, TAGS, readUpload),
    handler: async (request) => {
      const bytes = uploads.get(request)!;
      const type = documentType(bytes);
      const fileKey = await s.files.savePrivate(request.scope, DOCUMENTS_FOLDER, bytes, type.ext);
      return {
        isSuccess: true as const,
        data: { fileKey, url: s.files.url(request.scope, fileKey)!, contentType: type.contentType },
      };
    },
  });
}
