/** English, the source of regulation's refusal codes; every other language has exactly these. */
export const en = {
  REGULATION_DOCUMENT_NOT_FOUND: 'There is no such rule document in this community',
  REGULATION_VERSION_NOT_FOUND: 'There is no such version of a rule document in this community',
  REGULATION_FILE_NOT_FOUND: 'The attached file is not one uploaded to this community',
  REGULATION_NO_CONTENT: 'A version needs its text or a PDF file',
  REGULATION_NOT_DRAFT: 'Only a draft version can be changed or published',
  REGULATION_DISCARD_NOT_DRAFT:
    'Only a draft can be discarded: a published or archived version stays on record',
  REGULATION_ONLY_VERSION: "This draft is the document's only version: archive the document instead",
  REGULATION_DRAFT_EXISTS: 'This document already has a draft version; finish or publish it first',
  REGULATION_ARCHIVED: 'This document is archived',
  REGULATION_NOT_PUBLISHED: 'This version is not published',
  REGULATION_NO_ACK_NEEDED: 'This version does not ask for acknowledgement',
  REGULATION_NOT_YOUR_UNIT: 'You do not live in this unit',
  REGULATION_NO_UNIT: 'You are not a resident of any unit in this community',
  REGULATION_NO_FILE: 'Upload the PDF as multipart field "file"',
  REGULATION_NOT_PDF: 'The file must be a PDF',
} as const;
