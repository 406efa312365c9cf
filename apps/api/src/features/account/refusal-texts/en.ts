/** English, the source of account's refusal codes; every other language has exactly these. */
export const en = {
  invalid_grant: 'The sign-in was not accepted',
  WRONG_CREDENTIALS: 'The e-mail or password is incorrect',
  REFRESH_TOKEN_INVALID: 'The refresh token is not valid',
  SESSION_ENDED: 'This session has ended. Sign in again.',
  REFRESH_TOKEN_EXPIRED: 'The refresh token has expired',
  REFRESH_TOKEN_REUSED: 'This refresh token was already used; the session has been ended. Sign in again.',
  EMAIL_TAKEN: 'An account with this e-mail already exists',
  EMAIL_IN_USE: 'Another account already uses this e-mail',
  INVALID_RESET_TOKEN: 'This reset link has expired or was already used. Ask for a new one.',
  USER_NOT_FOUND: 'This account no longer exists',
  NOT_A_MEMBER: 'You are not a member of that community',
  NOT_YOURSELF: 'A handover can only be made for yourself',
  INVALID_HANDOVER: 'This handover has expired or was already used',
  NO_LONGER_MEMBER: 'You are no longer a member of this community',
} as const;
