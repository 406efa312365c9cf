import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * A whole number between the contract's bounds, with the bounds in the message; blank passes
 * unless `required` (a blank limit means "no limit").
 */
export const numberRule = (t: TFunction, min: number, max: number, required = true): Rule => ({
  required,
  type: 'number',
  min,
  max,
  message: t('validation.between', { min, max }),
});
