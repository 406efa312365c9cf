/** English, the source of incident's refusal codes; every other language has exactly these. */
export const en = {
  INCIDENT_ITEM_NOT_FOUND: 'There is no such item in this community',
} as const;
