import { z } from 'zod';
import { FEATURE_ENUMS } from './features';

/**
 * The small operations the residents' app and the console ask at start: which app version is
 * current, a phone number's SMS check, which features are on (and a maintenance window), where
 * uploads go, and the SOS numbers.
 */
export const APP_PLATFORMS = ['IOS', 'ANDROID'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const versionSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,4}$/, 'version must look like 1.2.3');

export const appVersionSchema = z.object({
  platform: z.enum(APP_PLATFORMS),
  latestVersion: z.string(),
  minimumVersion: z.string(),
  /** The app must update before it goes on (its version is under the minimum, or the release says so). */
  forceUpdate: z.boolean(),
  note: z.string().nullable(),
  releasedAt: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

export const appVersionAddSchema = z
  .object({
    platform: z.enum(APP_PLATFORMS, 'platform must be IOS or ANDROID'),
    latestVersion: versionSchema,
    minimumVersion: versionSchema,
    forceUpdate: z.boolean('forceUpdate must be true or false').default(false),
    note: z.string().trim().max(500, 'note is too long').optional(),
  })
  .refine((v) => compareVersions(v.minimumVersion, v.latestVersion) <= 0, {
    path: ['minimumVersion'],
    message: 'minimumVersion cannot be above latestVersion',
  });

/** -1, 0 or 1, comparing 1.10.0 above 1.9.9. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** A Thai mobile number as typed (0812345678, +66812345678, 66 81 234 5678): +66 and 9 digits. */
export const thaiMobileSchema = z
  .string('phoneNumber is required')
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^(\+?66|0)[689][0-9]{8}$/, 'phoneNumber must be a Thai mobile number (+66 or 0, then 9 digits)')
      .transform((v) => `+66${v.replace(/^(\+?66|0)/, '')}`),
  );
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_TRIES = 5;
export const SMS_SENDS_PER_WINDOW = 3;

export const featureStatusSchema = z.object({
  communityID: z.string(),
  features: z.array(z.object({ featureEnum: z.enum(FEATURE_ENUMS), isEnable: z.boolean() })),
  maintenance: z
    .object({ from: z.string(), to: z.string(), message: z.string().nullable(), active: z.boolean() })
    .nullable(),
});

export const bucketInfoSchema = z.object({
  storage: z.enum(['local', 's3']),
  bucket: z.string().nullable(),
  uploadPath: z.string(),
  maxBytes: z.number().int(),
  types: z.array(z.string()),
});
