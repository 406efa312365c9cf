/** English, the source of the extra services' refusal codes; every other language has exactly these. */
export const en = {
  LOSSERVICES_SERVICE_NOT_FOUND: 'There is no such service in this community',
  LOSSERVICES_SERVICE_OFF: 'This service is not offered at the moment',
  LOSSERVICES_PARTNER_NOT_FOUND: 'There is no such partner',
  LOSSERVICES_NO_PARTNER_WITH_ID: 'No partner {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: 'There is no such service request in this community',
  LOSSERVICES_MOVE_NOT_ALLOWED: 'A request that is {from} cannot become {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: 'Give the date and time of the visit to schedule it',
  LOSSERVICES_REJECT_NEEDS_NOTE: 'Say why the request is turned down',
  LOSSERVICES_NOT_YOUR_REQUEST: 'Only the resident who made this request may do that',
  LOSSERVICES_REVIEW_NOT_DONE: 'A request can be rated once it is done',
  LOSSERVICES_ALREADY_REVIEWED: 'This request has been rated already',
  LOSSERVICES_LINK_NOT_VALID: 'This link is not valid: open the one in the e-mail you received',
} as const;
