/** English, the source of tutorial's refusal codes; every other language has exactly these. */
export const en = {
  TUTORIAL_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
