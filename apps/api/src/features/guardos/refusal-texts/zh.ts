import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE: 'GuardOS 仅供保安、物业人员和社区管理员使用',
};
