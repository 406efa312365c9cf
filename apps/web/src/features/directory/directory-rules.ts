import {
  BUILDING_NAME_MAX,
  hasAtMostDecimals,
  OWNERSHIP_RATIO_DECIMALS,
  UNIT_NO_MAX,
  UNIT_NO_PATTERN,
  UNIT_TYPE_MAX,
} from '@cc/contracts/directory';
import { REMOVAL_REASON_MAX, REMOVAL_REASON_MIN } from '@cc/contracts/directory-members';
import { PLATE_NO_MAX, PLATE_NO_MIN, PROVINCE_MAX, PROVINCE_MIN } from '@cc/contracts/unit-detail';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The form rules of the directory, with messages in the user's language. Every limit comes from
 * the contracts the API validates with, so the form and the API cannot drift apart.
 */
export const directoryRules = (t: TFunction) => ({
  unitNo: [
    { required: true, whitespace: true, message: t('validation.unitNoRequired') },
    { max: UNIT_NO_MAX, message: t('validation.max', { max: UNIT_NO_MAX }) },
    { pattern: UNIT_NO_PATTERN, message: t('validation.unitNoPattern') },
  ] satisfies Rule[],
  buildingName: [
    { required: true, whitespace: true, message: t('validation.buildingRequired') },
    { max: BUILDING_NAME_MAX, message: t('validation.max', { max: BUILDING_NAME_MAX }) },
  ] satisfies Rule[],
  floors: [{ required: true, message: t('validation.floorsRequired') }] satisfies Rule[],
  unitType: [{ max: UNIT_TYPE_MAX, message: t('validation.max', { max: UNIT_TYPE_MAX }) }] satisfies Rule[],
  ratio: [
    {
      validator: (_: unknown, v: number | null | undefined) =>
        v === null || v === undefined || (v > 0 && v <= 1 && hasAtMostDecimals(v, OWNERSHIP_RATIO_DECIMALS))
          ? Promise.resolve()
          : Promise.reject(new Error(t('validation.ratio'))),
    },
  ] satisfies Rule[],
  reason: [
    { required: true, whitespace: true, message: t('validation.reasonRequired') },
    { min: REMOVAL_REASON_MIN, message: t('validation.reasonMin', { min: REMOVAL_REASON_MIN }) },
    { max: REMOVAL_REASON_MAX, message: t('validation.max', { max: REMOVAL_REASON_MAX }) },
  ] satisfies Rule[],
  plateNo: [
    { required: true, whitespace: true, message: t('validation.plateRequired') },
    {
      min: PLATE_NO_MIN,
      max: PLATE_NO_MAX,
      message: t('validation.between', { min: PLATE_NO_MIN, max: PLATE_NO_MAX }),
    },
  ] satisfies Rule[],
  province: [
    { required: true, whitespace: true, message: t('validation.provinceRequired') },
    {
      min: PROVINCE_MIN,
      max: PROVINCE_MAX,
      message: t('validation.between', { min: PROVINCE_MIN, max: PROVINCE_MAX }),
    },
  ] satisfies Rule[],
});

export { errorMessageOf as errorText } from '../../shared/api/api-error';
