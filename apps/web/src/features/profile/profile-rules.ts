import { birthdateSchema, emailSchema, mobileSchema, PERSON_NAME_MAX } from '@cc/contracts/session';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '@cc/contracts/uploads';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

const bySchema =
  (schema: { safeParse: (v: unknown) => { success: boolean } }, message: string): Rule =>
  () => ({
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || schema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

export function profileRules(t: TFunction) {
  const name = (field: string): Rule[] => [
    { required: true, whitespace: true, message: t('validation.required', { field }) },
    { max: PERSON_NAME_MAX, message: t('validation.tooLong', { field, max: PERSON_NAME_MAX }) },
  ];
  return {
    firstname: name(t('fields.firstname')),
    lastname: name(t('fields.lastname')),
    email: [
      { required: true, message: t('validation.required', { field: t('fields.email') }) },
      bySchema(emailSchema, t('validation.email')),
    ],
    mobile: [bySchema(mobileSchema, t('validation.mobile'))],
    birthdate: [bySchema(birthdateSchema, t('validation.birthdate'))],
  };
}

/** A photo the API will accept: JPEG, PNG or WebP, at most 5 MB. Returns an error key or null. */
export function photoProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'validation.photoType';
  if (file.size > PICTURE_MAX_BYTES) return 'validation.photoSize';
  return null;
}
