import { PARCEL_NOTE_MAX, PARCEL_PERSON_NAME_MAX, trackingNoSchema } from '@cc/contracts/parcel';
import { MOBILE_PATTERN } from '@cc/contracts/session';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The checks the desk's forms share (receive, correct, hand out), so a tracking number, a name
 * or a phone number is judged the same way wherever the guard types it.
 */
export function parcelFieldRules(t: TFunction<'parcel'>) {
  return {
    trackingNo: [
      { required: true, whitespace: true, message: t('validation.trackingRequired') },
      {
        validator: (_, v?: string) =>
          !v?.trim() || trackingNoSchema.safeParse(v).success
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.trackingFormat'))),
      },
    ] satisfies FormRule[],
    personName: [
      { required: true, whitespace: true, message: t('validation.nameRequired') },
      { max: PARCEL_PERSON_NAME_MAX, message: t('validation.tooLong', { max: PARCEL_PERSON_NAME_MAX }) },
    ] satisfies FormRule[],
    phone: [{ pattern: MOBILE_PATTERN, message: t('validation.phone') }] satisfies FormRule[],
    note: [
      { max: PARCEL_NOTE_MAX, message: t('validation.tooLong', { max: PARCEL_NOTE_MAX }) },
    ] satisfies FormRule[],
    carrier: [{ required: true, message: t('validation.carrierRequired') }] satisfies FormRule[],
    type: [{ required: true, message: t('validation.typeRequired') }] satisfies FormRule[],
    recipient: [{ required: true, message: t('validation.recipientRequired') }] satisfies FormRule[],
  };
}
