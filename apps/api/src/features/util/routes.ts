import { timingSafeEqual } from 'node:crypto';
import { effectiveFlag, FEATURE_ENUMS } from '@cc/contracts/features';
import { PDF_MAX_BYTES, PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import { utilOps as ops } from '@cc/contracts/util-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { FILES_PATH } from '../../platform/files/file-keys';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { addVersion, latestVersions, toAppVersion } from './app-version-queries';
import { currentOrNextWindow } from './maintenance-queries';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification';
import { forbidden } from './refusals';

const TAGS = ['util'];

/** The HTTP door for the operator's app releases: only with OPERATOR_API_TOKEN, compared in constant time. */
function assertOperator(request: FastifyRequest, token: string | undefined) {
  const given = Buffer.from(String(request.headers['x-operator-token'] ?? ''));
  const expected = Buffer.from(token ?? '');
  if (!token || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw forbidden('OPERATOR_TOKEN_NEEDED');
}

/** App versions, the phone check, feature status, upload limits and the SOS numbers. */
export async function utilRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.appVersionLatest, TAGS),
    handler: async (request) => {
      const rows = await latestVersions(s.db, request.query.platform);
      return { isSuccess: true as const, items: rows.map((row) => toAppVersion(row, request.query.version)) };
    },
  });

  r.route({
    ...guardedRoute(s, ops.appVersionAdd, TAGS),
    // Before the body is read: a caller without the token learns nothing of what it expects.
    onRequest: async (request) => assertOperator(request, s.config.OPERATOR_API_TOKEN),
    handler: async (request) => {
      const row = await s.db.transaction(async (tx) => {
        const row = await addVersion(tx, { ...request.body, note: request.body.note ?? null });
        await recordAudit(tx, {
          actor: 'operator',
          action: 'util.app-version.add',
          target: row.id,
          after: request.body,
        });
        return row;
      });
      return { isSuccess: true as const, data: toAppVersion(row) };
    },
  });

  r.route({
    ...guardedRoute(s, ops.phoneSend, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await sendPhoneCode(request, request.body.phoneNumber),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.phoneConfirm, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await confirmPhoneCode(request, request.body.verificationID, request.body.code),
    }),
  });

  r.route({
    ...guardedRoute(s, ops.featureStatus, TAGS),
    handler: async (request) => {
      const { community } = request.access;
      const features = FEATURE_ENUMS.map((f) => {
        const flag = effectiveFlag(
          f,
          community.flags.get(f) ?? { isEnable: false, isVisible: false },
          community.type,
        );
        return { featureEnum: f, isEnable: flag.isEnable };
      });
      return {
        isSuccess: true as const,
        data: {
          communityID: request.scope.communityId,
          features,
          maintenance: await currentOrNextWindow(s.db),
        },
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.bucketInfo, TAGS),
    handler: async () => ({
      isSuccess: true as const,
      data: {
        storage: s.config.FILE_STORAGE,
        bucket: s.config.FILE_STORAGE === 's3' ? (s.config.S3_BUCKET ?? null) : null,
        // Files go up through each operation (multipart) and come back through signed links here;
        // the API checks type and size from the bytes, never from what a client claims.
        uploadPath: FILES_PATH,
        maxBytes: Math.max(PICTURE_MAX_BYTES, PDF_MAX_BYTES),
        types: [...PICTURE_TYPES, 'application/pdf'],
      },
    }),
  });

  r.route({
    ...guardedRoute(s, ops.sosSetting, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await request.scope.run((tx) => s.readers.sosSetting(tx, request.scope)),
    }),
  });
}
