import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { communityQuerySchema } from './session';
import { sosSettingSchema } from './sos';
import {
  APP_PLATFORMS,
  appVersionAddSchema,
  appVersionSchema,
  bucketInfoSchema,
  featureStatusSchema,
  thaiMobileSchema,
} from './util';

export const utilOps = {
  appVersionLatest: guardedOperation({
    method: 'GET',
    path: '/api/util/app/version/latest',
    summary:
      "The residents' app's latest and minimum version per platform; give `version` to learn if it must update",
    access: allow.public,
    query: z.object({
      platform: z.enum(APP_PLATFORMS, 'platform must be IOS or ANDROID').optional(),
      version: z
        .string()
        .regex(/^[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}$/, 'version must look like 1.2.3')
        .optional(),
    }),
    response: itemsEnvelope(appVersionSchema),
  }),
  appVersionAdd: guardedOperation({
    method: 'POST',
    path: '/api/util/app/version/latest',
    summary:
      'Publish a new app version (the platform operator only: x-operator-token, or the CLI app-version-add)',
    access: allow.public,
    body: appVersionAddSchema,
    response: dataEnvelope(appVersionSchema),
  }),
  phoneSend: guardedOperation({
    method: 'POST',
    path: '/api/util/verification/phonenumber',
    summary: 'Text a 6-digit code to a Thai mobile number (valid 5 minutes, 5 tries; 3 sends per 15 minutes)',
    access: allow.signedIn,
    body: z.object({ phoneNumber: thaiMobileSchema }),
    response: dataEnvelope(
      z.object({ verificationID: z.string(), phoneNumber: z.string(), expiresAt: z.string() }),
    ),
  }),
  phoneConfirm: guardedOperation({
    method: 'POST',
    path: '/api/util/verification/phonenumber/confirm',
    summary: 'Confirm the code; the number is then verified for this account',
    access: allow.signedIn,
    body: z.object({
      verificationID: z.uuid('verificationID is not valid'),
      code: z.string().regex(/^[0-9]{6}$/, 'code must be 6 digits'),
    }),
    response: dataEnvelope(z.object({ phoneNumber: z.string(), verified: z.literal(true) })),
  }),
  featureStatus: guardedOperation({
    method: 'GET',
    path: '/api/feature-status/v1/check',
    summary: "The community's effective feature switches, and the operator's maintenance window",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(featureStatusSchema),
  }),
  bucketInfo: guardedOperation({
    method: 'GET',
    path: '/api/s3/bucket/info',
    summary: 'Where uploads go, the size limit and the accepted types',
    access: allow.signedIn,
    response: dataEnvelope(bucketInfoSchema),
  }),
  sosSetting: guardedOperation({
    method: 'GET',
    path: '/api/sos-api/setting',
    summary: "The community's SOS numbers and rules for any member (the same settings as /api/sos/setting)",
    access: allow.member(),
    query: communityQuerySchema,
    response: dataEnvelope(sosSettingSchema),
  }),
} as const;
export type UtilOpName = keyof typeof utilOps;
