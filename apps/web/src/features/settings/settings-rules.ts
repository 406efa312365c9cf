import {
  COMMUNITY_NAME_MAX,
  COMMUNITY_TEXT_MAX,
  CONTACT_PHONE_PATTERN,
  TAX_ID_PATTERN,
} from '@cc/contracts/setting';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

export { errorMessageOf as errorText } from '../../shared/api/api-error';

const maxRules = (t: TFunction, max: number): Rule[] => [{ max, message: t('validation.max', { max }) }];

/** The community forms' rules, with the API's limits from the contracts and messages in the user's language. */
export const settingsRules = (t: TFunction) => ({
  communityName: [
    { required: true, whitespace: true, message: t('validation.nameRequired') },
    { max: COMMUNITY_NAME_MAX, message: t('validation.max', { max: COMMUNITY_NAME_MAX }) },
  ] satisfies Rule[],
  address: maxRules(t, COMMUNITY_TEXT_MAX.address),
  legalName: maxRules(t, COMMUNITY_TEXT_MAX.legalName),
  taxID: [{ pattern: TAX_ID_PATTERN, message: t('validation.taxID') }] satisfies Rule[],
  phone: [{ pattern: CONTACT_PHONE_PATTERN, message: t('validation.phone') }] satisfies Rule[],
  email: [{ type: 'email', message: t('validation.email') }] satisfies Rule[],
  lineID: maxRules(t, COMMUNITY_TEXT_MAX.lineID),
  officeHours: maxRules(t, COMMUNITY_TEXT_MAX.officeHours),
  required: [{ required: true, message: t('validation.required') }] satisfies Rule[],
});
