/** English, the source of notification's refusal codes; every other language has exactly these. */
export const en = {
  NOTIFICATION_NOT_FOUND: 'No such notification in your inbox',
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint must be an https URL',
} as const;
