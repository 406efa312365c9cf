import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { COMMUNITY_TYPES, FEATURE_ENUMS } from './features';
import { LANGS } from './i18n';
import { ROLES } from './roles';

export const communityIdSchema = z.string().trim().min(1, 'communityID is required').max(64);
export const communityQuerySchema = z.object({ communityID: communityIdSchema });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('A valid e-mail address is required'));

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().trim().min(1, 'username is required').max(254),
    password: z.string().min(1, 'password is required').max(128),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1, 'refresh_token is required').max(256),
  }),
  /** The one-time code a social sign-in hands the console (social-sign-in.ts), spent once. */
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1, 'code is required').max(256),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const GENDERS = ['MALE', 'FEMALE', 'OTHERS'] as const;
export const profileSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  imageUrl: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  mobile: z.string().nullable(),
  birthdate: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userInfoResponseSchema = z.object({
  isSuccess: z.literal(true),
  userID: z.string(),
  profile: profileSchema,
  errorMessage: z.string().nullable(),
});

/** The longest first or last name an account may have. */
export const PERSON_NAME_MAX = 100;
const nameSchema = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(PERSON_NAME_MAX, `${field} must be at most ${PERSON_NAME_MAX} characters`);
/** A mobile number: an optional +, then 8 to 19 digits that may be spaced with blanks or dashes. */
export const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{7,18}$/;
export const mobileSchema = z.string().trim().regex(MOBILE_PATTERN, 'Mobile number must be 8 to 19 digits');
export const birthdateSchema = z.iso.date('Birth date must be a date (YYYY-MM-DD)');

/** Fields of PUT /api/user/profile; a photo may come alongside as a multipart file `photo`. */
export const profileUpdateSchema = z.object({
  firstname: nameSchema('First name').optional(),
  lastname: nameSchema('Last name').optional(),
  email: emailSchema.optional(),
  gender: z.enum(GENDERS).nullable().optional(),
  mobile: mobileSchema.nullable().optional(),
  birthdate: birthdateSchema.nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstname: nameSchema('First name'),
  lastname: nameSchema('Last name'),
  mobile: mobileSchema.optional(),
  acceptTerms: z.literal(true, 'The terms of use must be accepted'),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({
  token: z.string().min(10, 'The reset link is not valid').max(256),
  password: passwordSchema,
});

export const IDENTITY_TYPES = ['EMAIL', 'FACEBOOK', 'APPLE', 'GOOGLE'] as const;
/** A phone number as stored and compared: its digits and a leading +, without blanks or dashes. */
export const normalizePhone = (phone: string) => phone.replace(/[ -]/g, '');
export const identityCheckQuerySchema = z.object({
  userIdentity: z
    .string()
    .trim()
    .min(1, 'userIdentity is required')
    .max(254)
    .refine((v) => !v.includes('\u0000'), 'userIdentity must not contain a NUL character'),
  identityType: z.enum(IDENTITY_TYPES, 'identityType must be EMAIL, FACEBOOK, APPLE or GOOGLE'),
});

export const communityItemSchema = z.object({
  communityID: z.string(),
  communityName: z.string(),
  imageUrl: z.string().nullable(),
  displayCommunityRole: z.string(),
  role: z.enum(ROLES),
  isResident: z.boolean(),
  isCommittee: z.boolean(),
});
export type CommunityItem = z.infer<typeof communityItemSchema>;

export const featureItemSchema = z.object({
  featureEnum: z.enum(FEATURE_ENUMS),
  isEnable: z.boolean(),
  isVisible: z.boolean(),
});

/** The zone a community's times are shown in until it sets its own (spec: Thailand first). */
export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

export const communityInfoSchema = z.object({
  communityID: z.string(),
  communityName: z.string(),
  communityType: z.enum(COMMUNITY_TYPES),
  imageUrl: z.string().nullable(),
  address: z.string().nullable(),
  timeZone: z.string(),
  currency: z.string(),
});
export type CommunityInfo = z.infer<typeof communityInfoSchema>;

export const PREFERENCE_KEYS = ['lang', 'current-community'] as const;
export const preferenceSchema = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('lang'),
    value: z.enum(LANGS, 'lang must be one of th, en, zh, ar, it, es, fr'),
  }),
  z.object({ key: z.literal('current-community'), value: communityIdSchema }),
]);
export const preferenceUpdateSchema = z.object({
  preferences: z
    .array(preferenceSchema)
    .min(1, 'preferences must not be empty')
    .max(PREFERENCE_KEYS.length)
    // One row per key: a repeated key would be a conflicting write (and could slip a second
    // current-community past the membership check).
    .refine((ps) => new Set(ps.map((p) => p.key)).size === ps.length, 'Each preference key may appear once'),
});

export const USAGE_STATUSES = ['ACTIVE', 'SYSTEM_OFF'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];
export const usageStatusQuerySchema = z.object({
  communityID: communityIdSchema,
  feature: z.literal('UM', 'feature must be UM'),
});

/**
 * Spec 7: the body is `userID` and `feature=GUARD`. Without `communityID` the handover is for the
 * user's current-community preference.
 */
export const handoverRequestSchema = z.object({
  userID: z.string().trim().min(1, 'userID is required').max(254),
  feature: z.literal('GUARD', 'feature must be GUARD'),
  communityID: communityIdSchema.optional(),
});
export const handoverRedeemSchema = z.object({ tokenID: z.string().min(10, 'tokenID is required').max(128) });

export const sessionOps = {
  token: guardedOperation({
    method: 'POST',
    path: '/api/authentication/token',
    summary: 'Sign in (password grant, or the code of a social sign-in) or rotate a refresh token',
    access: allow.client,
    body: tokenRequestSchema,
    response: tokenResponseSchema,
  }),
  identityCheck: guardedOperation({
    method: 'GET',
    path: '/api/account/identity/check',
    summary:
      "Whether the identity is one of the caller's own sign-in ways; strangers are not told which identities exist",
    access: allow.signedIn,
    query: identityCheckQuerySchema,
    response: dataEnvelope(z.object({ exists: z.boolean() })),
  }),
  userInfo: guardedOperation({
    method: 'GET',
    path: '/api/user/info',
    summary: 'The signed-in user and their profile',
    access: allow.signedIn,
    response: userInfoResponseSchema,
  }),
  profileUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/user/profile',
    summary: 'Update the profile (JSON, or multipart with a photo)',
    access: allow.signedIn,
    body: profileUpdateSchema,
    response: dataEnvelope(profileSchema),
  }),
  signup: guardedOperation({
    method: 'POST',
    path: '/api/user/signup',
    summary: 'Create an account',
    access: allow.public,
    body: signupSchema,
    response: dataEnvelope(z.object({ userID: z.string() })),
  }),
  forgotPassword: guardedOperation({
    method: 'POST',
    path: '/api/user/password/forgot',
    summary: 'Mail a password reset link',
    access: allow.public,
    body: forgotPasswordSchema,
    response: okSchema,
  }),
  resetPassword: guardedOperation({
    method: 'POST',
    path: '/api/user/password/reset',
    summary: 'Set a new password with a reset link token',
    access: allow.public,
    body: resetPasswordSchema,
    response: okSchema,
  }),
  userCommunities: guardedOperation({
    method: 'GET',
    path: '/api/user/community',
    summary: 'The communities the user belongs to',
    access: allow.signedIn,
    response: itemsEnvelope(communityItemSchema),
  }),
  userPreferences: guardedOperation({
    method: 'GET',
    path: '/api/user/preference',
    summary: 'The user preferences (lang, current-community)',
    access: allow.signedIn,
    response: z.object({
      isSuccess: z.literal(true),
      preferences: z.array(z.object({ key: z.string(), value: z.string() })),
    }),
  }),
  updatePreferences: guardedOperation({
    method: 'PUT',
    path: '/api/user/preference',
    summary: 'Set user preferences',
    access: allow.signedIn,
    body: preferenceUpdateSchema,
    response: okSchema,
  }),
  userAcl: guardedOperation({
    method: 'GET',
    path: '/api/acl/user',
    summary:
      "The features this user may use in the community (the community's flags and the role's permissions)",
    access: allow.memberWhileSuspended,
    query: communityQuerySchema,
    response: itemsEnvelope(featureItemSchema),
  }),
  communityFeatures: guardedOperation({
    method: 'GET',
    path: '/api/community/feature',
    summary: "The community's feature flags, with the village rules applied",
    access: allow.memberWhileSuspended,
    query: communityQuerySchema,
    response: itemsEnvelope(featureItemSchema),
  }),
  communityInfo: guardedOperation({
    method: 'GET',
    path: '/api/community/info',
    summary: 'The community and its type',
    access: allow.memberWhileSuspended,
    query: communityQuerySchema,
    response: z.object({ isSuccess: z.literal(true), communityInfo: communityInfoSchema }),
  }),
  usageStatus: guardedOperation({
    method: 'GET',
    path: '/api/sam-um/v1/usage-status',
    summary: 'Whether the community may use the system (ACTIVE or SYSTEM_OFF)',
    access: allow.memberWhileSuspended,
    query: usageStatusQuerySchema,
    response: dataEnvelope(z.object({ status: z.enum(USAGE_STATUSES) })),
  }),
  handover: guardedOperation({
    method: 'POST',
    path: '/api/account/token',
    summary: 'A one-time token that hands the session over to the guard app',
    access: allow.member(),
    body: handoverRequestSchema,
    response: dataEnvelope(z.object({ tokenID: z.string() })),
  }),
  handoverRedeem: guardedOperation({
    method: 'POST',
    path: '/api/account/token/redeem',
    summary:
      'The guard app redeems a handover token once (client credentials required): access and rotating refresh token',
    access: allow.client,
    body: handoverRedeemSchema,
    response: dataEnvelope(
      z.object({
        userID: z.string(),
        communityID: z.string(),
        role: z.enum(ROLES),
        access_token: z.string(),
        /** Rotating, as the token endpoint's: the guard app keeps its session for a whole shift. */
        refresh_token: z.string(),
        /** Seconds the access token lives; the app refreshes before then. */
        expires_in: z.number().int(),
      }),
    ),
  }),
} as const;
