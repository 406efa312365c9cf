import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE: 'GuardOS ใช้ได้เฉพาะ รปภ. เจ้าหน้าที่นิติ และผู้ดูแลโครงการเท่านั้น',
};
