/** English, the source of recycling's refusal codes; every other language has exactly these. */
export const en = {
  RECYCLING_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
