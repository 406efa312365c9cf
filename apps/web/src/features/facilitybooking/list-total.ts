import { LIST_TOTAL_MAX } from '@cc/contracts/facilitybooking';
import { formatNumber } from '../../shared/i18n/format-time';

/** The list's total as people read it: past the count's cap, "10,000+". */
export const totalText = (total: number) =>
  total > LIST_TOTAL_MAX ? `${formatNumber(LIST_TOTAL_MAX)}+` : formatNumber(total);
