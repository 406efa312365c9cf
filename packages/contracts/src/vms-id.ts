import { z } from 'zod';

/**
 * The identity documents a guard may record for a visitor, and what a valid number looks like.
 * Numbers are compared after `normalizeIdNumber` (spaces and dashes dropped, letters upper-cased),
 * so "1-2345-67890-12-1" and "1234567890121" are one document. Pure, so the console's form and
 * the API refuse the same numbers with the same words.
 *
 * - THAI_ID: 13 digits whose last is the mod-11 check digit of the first twelve.
 * - PASSPORT: 6 to 9 letters and digits (the document number field of an ICAO 9303 passport).
 * - DRIVING_LICENCE: 5 to 15 letters and digits (Thai licences have 8 digits; foreign ones vary).
 * - OTHER: 3 to 30 letters and digits (a work permit, a company card).
 */
export const ID_DOCUMENT_TYPES = ['THAI_ID', 'PASSPORT', 'DRIVING_LICENCE', 'OTHER'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** The longest number a person may type, dashes and spaces included. */
export const ID_NUMBER_INPUT_MAX = 40;

export function normalizeIdNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The check digit of a Thai national ID's first twelve digits (weights 13 down to 2). */
export function thaiIdCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

const FORMATS: Record<IdDocumentType, { pattern: RegExp; message: string }> = {
  THAI_ID: { pattern: /^\d{13}$/, message: 'A Thai ID number has 13 digits' },
  PASSPORT: { pattern: /^[A-Z0-9]{6,9}$/, message: 'A passport number has 6 to 9 letters and digits' },
  DRIVING_LICENCE: {
    pattern: /^[A-Z0-9]{5,15}$/,
    message: 'A driving licence number has 5 to 15 letters and digits',
  },
  OTHER: { pattern: /^[A-Z0-9]{3,30}$/, message: 'A document number has 3 to 30 letters and digits' },
};

/** Why a number is not a valid document of its type, or null when it is (normalized first). */
export function idNumberProblem(type: IdDocumentType, raw: string): string | null {
  const number = normalizeIdNumber(raw);
  const format = FORMATS[type];
  if (!format.pattern.test(number)) return format.message;
  if (type === 'THAI_ID' && thaiIdCheckDigit(number) !== Number(number[12])) {
    return 'This Thai ID number is not valid: its last digit does not match. Check the number';
  }
  return null;
}

export const idDocumentTypeSchema = z.enum(ID_DOCUMENT_TYPES, {
  error: `Document type must be one of ${ID_DOCUMENT_TYPES.join(', ')}`,
});

/** A document as typed at the gate; the output's number is normalized. */
export const idDocumentSchema = z
  .object({
    type: idDocumentTypeSchema,
    number: z
      .string({ error: 'Give the document number' })
      .max(ID_NUMBER_INPUT_MAX, `A document number is at most ${ID_NUMBER_INPUT_MAX} characters`),
  })
  .superRefine((doc, ctx) => {
    const problem = idNumberProblem(doc.type, doc.number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
  })
  .transform((doc) => ({ type: doc.type, number: normalizeIdNumber(doc.number) }));
export type IdDocument = z.output<typeof idDocumentSchema>;
