/**
 * What a bank's slip inquiry (when the community's API is configured with one) said of a slip:
 * its amount matches the resident's, differs, or the bank could not tell (unknown slip, bank
 * unreachable). Only a hint for the verifier: the verifier still decides.
 */
export const SLIP_INQUIRY_RESULTS = ['MATCH', 'MISMATCH', 'UNKNOWN'] as const;
export type SlipInquiryResult = (typeof SLIP_INQUIRY_RESULTS)[number];
