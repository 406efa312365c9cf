import {
  emailSchema,
  mobileSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
} from '@cc/contracts/session';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The contract's own checks, with messages in the reader's language. */
const bySchema =
  (schema: { safeParse: (v: unknown) => { success: boolean } }, message: string): Rule =>
  () => ({
    validator: (_, v: unknown) =>
      v === undefined || v === '' || schema.safeParse(v).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

export function authRules(t: TFunction) {
  return {
    email: [
      { required: true, message: t('validation.emailRequired') },
      bySchema(emailSchema, t('validation.email')),
    ],
    password: [
      { required: true, message: t('validation.passwordRequired') },
      { min: PASSWORD_MIN, message: t('validation.passwordMin', { min: PASSWORD_MIN }) },
      { max: PASSWORD_MAX, message: t('validation.passwordMax', { max: PASSWORD_MAX }) },
    ],
    /** The confirmation must repeat the field named `password` in the same form. */
    confirm: [
      { required: true, message: t('validation.confirmRequired') },
      ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
        validator: (_: unknown, v: unknown) =>
          !v || v === getFieldValue('password')
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.mismatch'))),
      }),
    ] as Rule[],
    name: (field: string): Rule[] => [
      { required: true, whitespace: true, message: t('validation.required', { field }) },
      { max: PERSON_NAME_MAX, message: t('validation.tooLong', { field, max: PERSON_NAME_MAX }) },
    ],
    mobile: [bySchema(mobileSchema, t('validation.mobile'))],
    terms: [
      {
        validator: (_: unknown, v: unknown) =>
          v ? Promise.resolve() : Promise.reject(new Error(t('validation.terms'))),
      },
    ] as Rule[],
  };
}
