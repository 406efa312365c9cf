/** English, the source of GuardOS's refusal codes; every other language has exactly these. */
export const en = {
  NOT_GUARD_APP_ROLE: 'GuardOS is for guards, PMC staff and community admins only',
} as const;
