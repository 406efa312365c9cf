/** English, the source of operator's refusal codes; every other language has exactly these. */
export const en = {
  OPERATOR_ONLY: 'Operator commands are accepted only from this machine with the operator token',
  NO_USER_WITH_EMAIL: 'No user {email}',
  USER_EXISTS: 'A user {email} already exists',
  UNKNOWN_COMMAND: 'Unknown command {name}. Commands: {commands}',
  BAD_ARGUMENTS: '{problems}\nUsage: {usage}',
} as const;
