import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  SETTING_LOCKED: '不能在此关闭或隐藏设置，请联系运维人员',
  ADMIN_KEEPS_SETTING: 'ADMIN 始终保留设置的读写权限，因此无法锁定设置',
  FEATURE_UNAVAILABLE: '{feature} 不可用',
  FEATURE_NOT_IN_VILLAGE: '{feature} 在别墅社区（VILLAGE）中不可用',
};
