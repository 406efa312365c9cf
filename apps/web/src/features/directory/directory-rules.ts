import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The form rules of the directory, mirroring the API's, with messages in the user's language. */
export const directoryRules = (t: TFunction) => ({
  unitNo: [
    { required: true, whitespace: true, message: t('validation.unitNoRequired') },
    { max: 20, message: t('validation.max', { max: 20 }) },
    { pattern: /^[\p{L}\p{N}][\p{L}\p{N}/\-. ]*$/u, message: t('validation.unitNoPattern') },
  ] satisfies Rule[],
  buildingName: [
    { required: true, whitespace: true, message: t('validation.buildingRequired') },
    { max: 60, message: t('validation.max', { max: 60 }) },
  ] satisfies Rule[],
  floors: [{ required: true, message: t('validation.floorsRequired') }] satisfies Rule[],
  unitType: [{ max: 50, message: t('validation.max', { max: 50 }) }] satisfies Rule[],
  ratio: [
    {
      validator: (_: unknown, v: number | null | undefined) =>
        v === null || v === undefined || (v > 0 && v <= 1 && Math.abs(v * 1e6 - Math.round(v * 1e6)) < 1e-6)
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.ratio'))),
    },
  ] satisfies Rule[],
  reason: [
    { required: true, whitespace: true, message: t('validation.reasonRequired') },
    { min: 3, message: t('validation.reasonMin', { min: 3 }) },
    { max: 500, message: t('validation.max', { max: 500 }) },
  ] satisfies Rule[],
  plateNo: [
    { required: true, whitespace: true, message: t('validation.plateRequired') },
    { min: 2, max: 20, message: t('validation.between', { min: 2, max: 20 }) },
  ] satisfies Rule[],
  province: [
    { required: true, whitespace: true, message: t('validation.provinceRequired') },
    { min: 2, max: 50, message: t('validation.between', { min: 2, max: 50 }) },
  ] satisfies Rule[],
});

export { errorMessageOf as errorText } from '../../shared/api/api-error';
