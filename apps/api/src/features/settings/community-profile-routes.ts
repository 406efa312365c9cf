import { settingOps } from '@cc/contracts/setting';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { imageExtension, MAX_IMAGE_BYTES } from '../../platform/files/file-storage';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { communityInfo } from '../../platform/tenancy/community-info';
import { communities } from '../../platform/tenancy/tables';

export const TAGS = ['setting'];

/** A form post: the `picture` file set aside, empty text fields read as "clear it". */
function multipartProfile(pictures: WeakMap<FastifyRequest, Buffer>) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const fields: Record<string, unknown> = {};
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'picture' && bytes.length > 0) pictures.set(request, bytes);
      } else {
        const value = String(part.value);
        fields[part.fieldname] = value === '' && part.fieldname === 'address' ? null : value;
      }
    }
    request.body = fields;
  };
}

export async function communityProfileRoutes(app: FastifyInstance, s: AppServices) {
  const pictures = new WeakMap<FastifyRequest, Buffer>();
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, settingOps.profileUpdate, TAGS, multipartProfile(pictures)),
    handler: async (request) => {
      const { communityName, communityType, address, timeZone, currency } = request.body ?? {};
      const picture = pictures.get(request);
      // Checked before anything is saved, so a refused picture leaves no half-done edit.
      const ext = picture ? imageExtension(picture) : undefined;
      // The picture is the community's public face (sign-in lists, printed letters): the one public upload.
      const imageUrl = picture
        ? await s.files.savePublic(request.scope, 'communities', picture, ext!)
        : undefined;
      const id = request.community.id;
      const communityInfoAfter = await request.scope.run(async (tx) => {
        const before = await communityInfo(tx, id);
        const changes = Object.fromEntries(
          Object.entries({
            name: communityName,
            type: communityType,
            address,
            timeZone,
            currency,
            imageUrl,
          }).filter(([, v]) => v !== undefined),
        );
        if (Object.keys(changes).length === 0) return before;
        await tx.update(communities).set(changes).where(eq(communities.id, id));
        const after = await communityInfo(tx, id);
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'community.profile',
          target: id,
          before,
          after,
        });
        return after;
      });
      // The community's type decides which features it has: the guard must not go on by the old one.
      if (communityType !== undefined) await announceAccessChange(s.db, { communityId: id });
      return { isSuccess: true as const, communityInfo: communityInfoAfter };
    },
  });
}
