/** English, the source of news-update's refusal codes; every other language has exactly these. */
export const en = {
  NEWS_NOT_FOUND: 'No such news update',
  NO_NEWS_WITH_ID: 'No news update {id}',
} as const;
