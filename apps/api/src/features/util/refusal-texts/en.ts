/** English, the source of util's codes; every other language has exactly these. */
export const en = {
  OPERATOR_TOKEN_NEEDED: 'Only the platform operator may publish an app version',
  NO_SUCH_VERIFICATION: 'No such verification code request',
  SMS_CODE_EXPIRED: 'The code has expired; ask for a new one',
  CODE_USED: 'This code was used already',
  TOO_MANY_TRIES: 'Too many wrong codes; ask for a new one',
  WRONG_CODE: 'The code is not right',
  SMS_TEXT: 'Your verification code is {code}. It expires in 5 minutes.',
  BAD_WINDOW: 'The maintenance window must end after it starts',
} as const;
