/** English, the source of regulation's refusal codes; every other language has exactly these. */
export const en = {
  REGULATION_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
