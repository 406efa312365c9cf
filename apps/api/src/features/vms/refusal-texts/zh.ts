import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: '此社区中没有该访客记录',
  VMS_UNIT_NOT_FOUND: '此社区中没有该房间',
  VMS_ALREADY_OUT: '该访客已离开',
  VMS_NOT_INSIDE: '没有符合条件的在场访客',
  VMS_AMBIGUOUS: '有 {count} 位在场访客符合条件，请使用凭条代码',
  VMS_PAYMENT_REQUIRED: '费用为 {amount} 泰铢，请选择付款方式',
  VMS_TOO_MANY_STAMPS: '每次访问最多 {max} 个印章',
  VMS_STAMP_NOT_FOUND: '此社区中没有该印章',
  VMS_STAMP_NOT_YOURS: '只有盖章的住户或门岗人员可以取消',
  VMS_STAMP_CANCELLED: '该印章已取消',
  VMS_EXIT_BEFORE_ENTRY: '离开时间早于进入时间',
  VMS_BAD_STAY: '无法计算此次停留的费用，请检查时间和印章',
  VMS_INVALID_ID_NUMBER: '证件号码无效，请检查',
  VMS_COUPON_BATCH_NOT_FOUND: '本社区没有此停车券批次',
  VMS_COUPON_NOT_FOUND: '本社区没有此停车券',
  VMS_COUPON_MOVE_NOT_ALLOWED: '无法对状态为 {state} 的停车券批次执行 {action}',
  VMS_COUPON_REASON_REQUIRED: '请填写原因',
  VMS_COUPON_NOT_SET_UP: '停车券尚未设置：请先设置价格和收款人',
  VMS_COUPON_BAD_PAYEE: 'PromptPay 号码与其类型不符',
  VMS_COUPON_OWNER_CANNOT_ORDER: '此单元不能订购停车券',
  VMS_COUPON_QUOTA_EXCEEDED: '此单元每月可订 {quota} 张，剩余 {left} 张',
  VMS_COUPON_DUE_PAST: '截止日期已过',
  VMS_COUPON_SLIP_REQUIRED: '请附上付款凭证照片',
  VMS_COUPON_CANCEL_STAFF_ONLY: '发出付款通知后，只有物业办公室可以取消批次',
  VMS_COUPON_USED: '此停车券已使用',
  VMS_COUPON_CANCELLED: '此停车券已取消',
  VMS_COUPON_EXPIRED: '此停车券已过期',
};
