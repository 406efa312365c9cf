/** English, the source of patrol's refusal codes; every other language has exactly these. */
export const en = {
  PATROL_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
