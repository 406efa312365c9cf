/** English, the source of notify-channel's codes; every other language has exactly these. */
export const en = {
  CHANNEL_NOT_READY: 'Set up the channel first: its token and its group, chat or address',
  DELIVERY_NOT_FOUND: 'No such delivery',
  DELIVERY_NOT_RETRYABLE: 'Only a FAILED or DEAD delivery can be tried again',
  PRIVATE_URL: 'The webhook address points inside a private network; use a public address',
  URL_NOT_FOUND: 'The webhook address has no host that can be found',
  BAD_EVENTS: 'The body is not a list of LINE events',
  BAD_SIGNATURE: 'The LINE signature does not match',
  PROVIDER_REFUSED: 'The provider refused the request ({status}): check the token',
  PROVIDER_UNREACHABLE: 'The provider could not be reached; try again later',
  TEST_TITLE: 'Test from the community console',
  TEST_BODY: 'Office alerts of {community} reach this chat.',
  DIGEST_TITLE: 'Morning summary {day}',
  DIGEST_EMPTY: 'No new staff notifications since yesterday morning.',
  DIGEST_LINE: '{feature}: {count}',
  DEAD_TITLE: 'An office alert could not be delivered',
  DEAD_BODY: '{kind} gave up on "{title}" after {attempts} attempts. Open the delivery log.',
} as const;
