import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

export { errorMessageOf as errorText } from '../../shared/api/api-error';

/** The community forms' rules, as the API checks them, with messages in the user's language. */
export const settingsRules = (t: TFunction) => ({
  communityName: [
    { required: true, whitespace: true, message: t('validation.nameRequired') },
    { max: 100, message: t('validation.max', { max: 100 }) },
  ] satisfies Rule[],
  address: [{ max: 300, message: t('validation.max', { max: 300 }) }] satisfies Rule[],
  legalName: [{ max: 150, message: t('validation.max', { max: 150 }) }] satisfies Rule[],
  taxID: [{ pattern: /^[0-9]{13}$/, message: t('validation.taxID') }] satisfies Rule[],
  phone: [{ pattern: /^\+?[0-9][0-9 -]{1,23}[0-9]$/, message: t('validation.phone') }] satisfies Rule[],
  email: [{ type: 'email', message: t('validation.email') }] satisfies Rule[],
  lineID: [{ max: 50, message: t('validation.max', { max: 50 }) }] satisfies Rule[],
  officeHours: [{ max: 100, message: t('validation.max', { max: 100 }) }] satisfies Rule[],
  required: [{ required: true, message: t('validation.required') }] satisfies Rule[],
});

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PICTURE_MAX = 5 * 1024 * 1024;
