/** English, the source of facilitybooking's refusal codes; every other language has exactly these. */
export const en = {
  FACILITYBOOKING_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
