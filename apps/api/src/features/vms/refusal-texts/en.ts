/** English, the source of vms's refusal codes; every other language has exactly these. */
export const en = {
  VMS_VISIT_NOT_FOUND: 'No such visit in this community',
  VMS_UNIT_NOT_FOUND: 'No such unit in this community',
  VMS_ALREADY_OUT: 'This visitor has already checked out',
  VMS_NOT_INSIDE: 'No visitor inside matches what was given',
  VMS_AMBIGUOUS: '{count} visitors inside match; use the slip code',
  VMS_PAYMENT_REQUIRED: 'The fee is {amount} baht: say how it was paid',
  VMS_TOO_MANY_STAMPS: 'A visit has at most {max} stamps',
  VMS_STAMP_NOT_FOUND: 'No such stamp in this community',
  VMS_STAMP_NOT_YOURS: 'Only the resident who gave the stamp, or gate staff, can cancel it',
  VMS_STAMP_CANCELLED: 'This stamp is already cancelled',
  VMS_EXIT_BEFORE_ENTRY: 'The exit is before the entry',
  VMS_BAD_STAY: 'This stay cannot be priced: check the times and stamps',
  VMS_INVALID_ID_NUMBER: 'The document number is not valid: check it',
} as const;
