/** English, the source of losservices's refusal codes; every other language has exactly these. */
export const en = {
  LOSSERVICES_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
