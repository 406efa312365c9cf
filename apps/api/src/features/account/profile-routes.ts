import { sessionOps } from '@cc/contracts/session';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../platform/auth/tables';
import { imageExtension, MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findProfile, toProfile } from './profile';
import { conflict } from './refusals';

const NULLABLE_FIELDS = ['gender', 'mobile', 'birthdate'];

/**
 * A multipart form sends text fields and the `photo` file; set the file aside and turn empty
 * text into null, so the same schema validates JSON and form posts alike.
 */
async function readMultipartProfile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) return undefined;
  let photo: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'photo') photo = await part.toBuffer();
      else await part.toBuffer();
    } else {
      const value = String(part.value);
      fields[part.fieldname] = value === '' && NULLABLE_FIELDS.includes(part.fieldname) ? null : value;
    }
  }
  request.body = fields;
  return photo;
}

export async function profileRoutes(app: FastifyInstance, s: AppServices) {
  const photos = new WeakMap<FastifyRequest, Buffer>();
  app.withTypeProvider<ZodTypeProvider>().route({
    // Signed in first: a stranger's upload is never read.
    ...guardedRoute(s, sessionOps.profileUpdate, ['account'], async (request) => {
      const photo = await readMultipartProfile(request);
      if (photo) photos.set(request, photo);
    }),
    handler: async (request) => {
      const changes: Partial<typeof users.$inferInsert> = { ...request.body, updatedAt: new Date() };
      if (changes.email) {
        const [taken] = await s.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, changes.email), ne(users.id, request.user.id)));
        if (taken) throw conflict('EMAIL_IN_USE');
      }
      // Saved last, after every refusal, so a refused update leaves no orphan file behind.
      const photo = photos.get(request);
      if (photo)
        changes.imageUrl = await s.files.savePrivate(
          { userId: request.user.id },
          'profiles',
          photo,
          imageExtension(photo),
        );
      await s.db.update(users).set(changes).where(eq(users.id, request.user.id));
      return { isSuccess: true as const, data: toProfile(await findProfile(s.db, request.user.id), s.files) };
    },
  });
}
