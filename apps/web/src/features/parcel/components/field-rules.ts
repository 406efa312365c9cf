import { trackingNoSchema } from '@cc/contracts/parcel';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

const PHONE = /^\+?\d{8,19}$/;

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
      { max: 120, message: t('validation.tooLong', { max: 120 }) },
    ] satisfies FormRule[],
    phone: [{ pattern: PHONE, message: t('validation.phone') }] satisfies FormRule[],
    note: [{ max: 500, message: t('validation.tooLong', { max: 500 }) }] satisfies FormRule[],
    carrier: [{ required: true, message: t('validation.carrierRequired') }] satisfies FormRule[],
    type: [{ required: true, message: t('validation.typeRequired') }] satisfies FormRule[],
    recipient: [{ required: true, message: t('validation.recipientRequired') }] satisfies FormRule[],
  };
}
