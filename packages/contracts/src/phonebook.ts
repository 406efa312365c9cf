import { z } from 'zod';
import { allow, guardedOperation } from './access';
import { idSchema } from './directory';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';
import { communityIdSchema, communityQuerySchema } from './session';

/** The community's useful numbers, in ordered categories, shown to residents (phonebook, community/phonebook). */

export const PHONEBOOK_KINDS = [
  'OFFICE',
  'SECURITY',
  'POLICE',
  'HOSPITAL',
  'FIRE',
  'UTILITY',
  'OTHER',
] as const;

const nameSchema = (field: string, max: number) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
/** The limits of the phonebook's forms, for the schemas below and the console's form rules. */
export const PHONEBOOK_CATEGORY_NAME_MAX = 60;
export const PHONEBOOK_ENTRY_NAME_MAX = 100;
export const PHONEBOOK_NUMBERS_MAX = 5;
export const PHONEBOOK_NOTE_MAX = 300;
/** Short service numbers (191, 1669) as well as full ones (02-123-4567, +66 81 234 5678). */
export const PHONEBOOK_NUMBER_PATTERN = /^\+?[0-9][0-9 -]{1,23}[0-9]$/;
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(PHONEBOOK_NUMBER_PATTERN, 'A phone number holds 3 to 25 digits, spaces or dashes');
const numbersSchema = z
  .array(phoneNumberSchema)
  .min(1, 'At least one phone number is required')
  .max(PHONEBOOK_NUMBERS_MAX, `At most ${PHONEBOOK_NUMBERS_MAX} phone numbers`);
const noteSchema = z
  .string()
  .trim()
  .max(PHONEBOOK_NOTE_MAX, `note must be at most ${PHONEBOOK_NOTE_MAX} characters`)
  .nullable();
const kindSchema = z.enum(PHONEBOOK_KINDS, `kind must be one of ${PHONEBOOK_KINDS.join(', ')}`);

export const phonebookEntrySchema = z.object({
  entryID: z.string(),
  name: z.string(),
  numbers: z.array(z.string()),
  note: z.string().nullable(),
  order: z.number(),
});
export const phonebookCategorySchema = z.object({
  categoryID: z.string(),
  name: z.string(),
  kind: z.enum(PHONEBOOK_KINDS),
  order: z.number(),
  entries: z.array(phonebookEntrySchema),
});
export type PhonebookCategory = z.infer<typeof phonebookCategorySchema>;

const ids = (field: string) =>
  z
    .array(idSchema(field))
    .min(1, `${field}s must not be empty`)
    .max(500)
    .refine((a) => new Set(a).size === a.length, `Each ${field} may appear once`);

export const phonebookOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/community/phonebook',
    summary: 'Every category with its entries, in order',
    access: allow.to('PHONEBOOK:read'),
    query: communityQuerySchema,
    response: itemsEnvelope(phonebookCategorySchema),
  }),
  categoryCreate: guardedOperation({
    method: 'POST',
    path: '/api/community/phonebook/category',
    summary: 'Add a category (placed last)',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({
      communityID: communityIdSchema,
      name: nameSchema('name', PHONEBOOK_CATEGORY_NAME_MAX),
      kind: kindSchema.default('OTHER'),
    }),
    response: dataEnvelope(phonebookCategorySchema),
  }),
  categoryUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/phonebook/category',
    summary: 'Rename a category or change its kind',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({
      communityID: communityIdSchema,
      categoryID: idSchema('categoryID'),
      name: nameSchema('name', PHONEBOOK_CATEGORY_NAME_MAX).optional(),
      kind: kindSchema.optional(),
    }),
    response: dataEnvelope(phonebookCategorySchema),
  }),
  categoryDelete: guardedOperation({
    method: 'DELETE',
    path: '/api/community/phonebook/category',
    summary: 'Remove a category and its entries',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({ communityID: communityIdSchema, categoryID: idSchema('categoryID') }),
    response: okSchema,
  }),
  entryCreate: guardedOperation({
    method: 'POST',
    path: '/api/community/phonebook',
    summary: 'Add an entry to a category (placed last)',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({
      communityID: communityIdSchema,
      categoryID: idSchema('categoryID'),
      name: nameSchema('name', PHONEBOOK_ENTRY_NAME_MAX),
      numbers: numbersSchema,
      note: noteSchema.optional(),
    }),
    response: dataEnvelope(phonebookEntrySchema),
  }),
  entryUpdate: guardedOperation({
    method: 'PUT',
    path: '/api/community/phonebook',
    summary: 'Edit an entry, or move it to another category (placed last there)',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({
      communityID: communityIdSchema,
      entryID: idSchema('entryID'),
      categoryID: idSchema('categoryID').optional(),
      name: nameSchema('name', PHONEBOOK_ENTRY_NAME_MAX).optional(),
      numbers: numbersSchema.optional(),
      note: noteSchema.optional(),
    }),
    response: dataEnvelope(phonebookEntrySchema),
  }),
  entryDelete: guardedOperation({
    method: 'DELETE',
    path: '/api/community/phonebook',
    summary: 'Remove an entry',
    access: allow.to('PHONEBOOK:write'),
    body: z.object({ communityID: communityIdSchema, entryID: idSchema('entryID') }),
    response: okSchema,
  }),
  reorder: guardedOperation({
    method: 'PUT',
    path: '/api/community/phonebook/order',
    summary:
      'Reorder the categories (categoryIDs), or the entries of one category (categoryID + entryIDs); list them all',
    access: allow.to('PHONEBOOK:write'),
    body: z
      .object({
        communityID: communityIdSchema,
        categoryIDs: ids('categoryID').optional(),
        categoryID: idSchema('categoryID').optional(),
        entryIDs: ids('entryID').optional(),
      })
      .refine(
        (b) => (b.categoryIDs !== undefined) !== (b.categoryID !== undefined && b.entryIDs !== undefined),
        'Give categoryIDs, or categoryID with entryIDs',
      ),
    response: okSchema,
  }),
} as const;
