import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { dataEnvelope, okSchema } from './envelope';
import { ROLES } from './roles';
import { communityIdSchema, passwordSchema } from './session';

/** Sign-out, password change and what a fellow member may see of someone: the account's own operations. */

/** RFC 7009: the token to end, and optionally what kind it is (either kind ends its whole session). */
export const revokeRequestSchema = z.object({
  token: z.string().min(1, 'token is required').max(2048),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, 'currentPassword is required').max(128),
  newPassword: passwordSchema,
});

export const publicProfileQuerySchema = z.object({
  communityID: communityIdSchema,
  userID: z.uuid('userID must be a user id'),
});

/** All another member of a shared community may see of a person: no e-mail, phone or birth date. */
export const publicProfileSchema = z.object({
  userID: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  imageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  displayCommunityRole: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const accountOps = {
  revoke: guardedOperation({
    method: 'POST',
    path: '/api/oauth/revoke',
    summary:
      'Sign out (RFC 7009): ends the session of a refresh or access token, with every token of its family; answers the same for any token',
    access: allow.client,
    body: revokeRequestSchema,
    response: okSchema,
  }),
  passwordChange: guardedOperation({
    method: 'PUT',
    path: '/api/user/password',
    summary: "Change the password with the current one; ends the user's other sessions",
    access: allow.signedIn,
    body: passwordChangeSchema,
    response: dataEnvelope(z.object({ endedSessions: z.number().int() })),
  }),
  profilePublic: guardedOperation({
    method: 'GET',
    path: '/api/user/profile/public',
    summary: 'What a member of the community may see of another member: name, photo and role label',
    access: allow.member(),
    query: publicProfileQuerySchema,
    response: dataEnvelope(publicProfileSchema),
  }),
} as const;
