/** English, the source of phonebook's refusal codes; every other language has exactly these. */
export const en = {
  ORDER_MISMATCH: 'List every item of the list exactly once, in the new order',
  CATEGORY_NOT_FOUND: 'There is no such phonebook category in this community',
  ENTRY_NOT_FOUND: 'There is no such phonebook entry in this community',
} as const;
