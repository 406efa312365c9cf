import { GENDERS } from '@cc/contracts/session';

export type Gender = (typeof GENDERS)[number];

/** Spec 2: shown as male, female, LGBTQ (OTHERS) or unspecified (no value), in the user's language. */
export const genderKey = (g: Gender | null | undefined): string => `gender.${g ?? 'UNSPECIFIED'}`;

export const GENDER_CHOICES: readonly (Gender | 'UNSPECIFIED')[] = [...GENDERS, 'UNSPECIFIED'];
