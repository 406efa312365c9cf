/** English, the source of recycling's refusal codes; every other language has exactly these. */
export const en = {
  RECYCLING_KIND_NOT_FOUND: 'There is no such kind of recyclable in this community',
  RECYCLING_KIND_NAME_TAKEN: 'This community already has a kind named "{name}"',
  RECYCLING_KIND_RETIRED: 'This kind is retired and takes no new weigh-ins',
  RECYCLING_UNIT_NOT_FOUND: 'There is no such unit in this community',
  RECYCLING_RECORD_NOT_FOUND: 'There is no such weigh-in in this community',
  RECYCLING_RECORD_CANCELLED: 'This weigh-in was already cancelled',
  RECYCLING_DAY_IN_FUTURE: 'A weigh-in cannot be entered for a day that has not come yet',
  RECYCLING_DAY_TOO_OLD: 'A weigh-in can be entered for at most the last {days} days',
} as const;
