/** English, the source of agmmeeting's refusal codes; every other language has exactly these. */
export const en = {
  AGMMEETING_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
