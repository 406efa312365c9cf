/**
 * The platform's own refusals (error handler, sign-in, access, files, paging) in English, the
 * source of the codes; each feature and the operator commands declare theirs beside their code.
 */
export const en = {
  VALIDATION_REQUIRED: '{field} is required',
  VALIDATION_ISSUE: '{field}: {issue}',
  VALIDATION_BAD_FORMAT: 'is not in the expected format',
  VALIDATION_FAILED: 'Some of the values sent are not valid',
  ALREADY_EXISTS: 'This already exists. Reload and try again.',
  REFERENCE_GONE: 'Something this refers to no longer exists. Reload and try again.',
  INVALID_VALUE: 'A value in the request is not valid',
  TOO_MANY_REQUESTS: 'Too many requests. Try again shortly.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  INTERNAL: 'Something went wrong on our side. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again in a moment.',
  NO_OPERATION: 'No operation at {method} {url}',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Try again in a few minutes.',
  invalid_client: 'The client credentials are not valid',
  NO_TOKEN: 'Sign in to continue',
  SESSION_REVOKED: 'This session has ended. Sign in again.',
  INVALID_TOKEN: 'The access token is not valid',
  TOKEN_EXPIRED: 'The access token has expired',
  WEAK_PASSWORD: 'This password is too common or easy to guess. Choose another.',
  ORIGIN_REFUSED: 'This origin may not open a live connection',
  FORBIDDEN: 'You do not have access to this',
  COMMUNITY_REQUIRED: 'communityID is required',
  COMMUNITY_FORBIDDEN: 'You do not have access to this community',
  FEATURE_DISABLED: 'This feature is not enabled for this community',
  SYSTEM_OFF: "This community's service is temporarily closed",
  PERMISSION_DENIED: 'Your role in this community may not do this',
  COMMUNITY_NOT_FOUND: 'No community {communityId}',
  UNKNOWN_ROLE: 'role must be one of {roles}',
  UNSUPPORTED_FILE: 'This kind of file is not accepted',
  NOT_A_PICTURE: 'The picture must be a JPEG, PNG or WebP image',
  NOT_PDF_OR_PICTURE: 'The file must be a PDF, or a JPEG, PNG or WebP image',
  FILE_TOO_LARGE: 'The file is too large',
  PDF_TOO_LARGE: 'A PDF may be at most 10 MB',
  PICTURE_TOO_LARGE: 'A picture may be at most 5 MB',
  NO_SPREADSHEET: 'Upload the .xlsx file as multipart field "file"',
  NOT_XLSX: 'The file is not an .xlsx spreadsheet. Save it from Excel as .xlsx and try again',
  BAD_LAST_KEY: 'lastKey is not valid; start again from the first page',
  NO_SUCH_FILE: 'There is no such file',
  FILE_LINK_INVALID: 'This file link is not valid',
  FILE_LINK_EXPIRED: 'This file link has expired. Reload the page and try again.',
} as const;

export type MessageCode = keyof typeof en;
/** Every language has exactly English's codes; the compiler and the catalog test both hold it. */
export type Catalog = Record<MessageCode, string>;
