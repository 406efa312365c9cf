import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: '本社区没有此账单',
  BILLING_UNIT_NOT_FOUND: '本社区没有此房间',
  BILLING_BUILDING_NOT_FOUND: '本社区没有此楼栋',
  BILLING_ACCOUNT_NOT_FOUND: '本社区没有此账户',
  BILLING_RUN_NOT_FOUND: '本社区没有此批量出账',
  BILLING_BILL_STALE: '您打开后有人修改了此账单：请重新加载后再试',
  BILLING_BILL_NOT_CHANGEABLE: '此账单{status}；只有草稿或已开具未付款的账单可以修改',
  BILLING_BILL_NOT_RECALLABLE: '此账单{status}；只有已开具未付款的账单可以撤回',
  BILLING_BILL_NOTHING_TO_PAY: '此账单{status}；没有应付金额',
  BILLING_BILL_EXISTS: '房间 {unitNo} 已有 {period} 的账单',
  BILLING_NO_LINES: '收费设置没有为房间 {unitNo} 生成任何项目：请填写项目或设置收费',
  BILLING_PROMPTPAY_ID_INVALID: '这不是该类型的有效 PromptPay 号码',
  BILLING_NO_PROMPTPAY: '请先在账单设置中添加 PromptPay 账户',
  BILLING_STATUS_DRAFT: '是草稿',
  BILLING_STATUS_ISSUED: '已开具',
  BILLING_STATUS_PARTIALLY_PAID: '已部分付款',
  BILLING_STATUS_PAID: '已付款',
  BILLING_STATUS_RECALLED: '已撤回',
};
