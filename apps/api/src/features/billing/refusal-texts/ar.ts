import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: 'لا توجد فاتورة كهذه في هذا المجتمع',
  BILLING_UNIT_NOT_FOUND: 'لا توجد وحدة كهذه في هذا المجتمع',
  BILLING_BUILDING_NOT_FOUND: 'لا يوجد مبنى كهذا في هذا المجتمع',
  BILLING_ACCOUNT_NOT_FOUND: 'لا يوجد حساب كهذا في هذا المجتمع',
  BILLING_RUN_NOT_FOUND: 'لا توجد دفعة فواتير كهذه في هذا المجتمع',
  BILLING_BILL_STALE: 'غيّر شخص ما هذه الفاتورة بعد أن فتحتها: أعد تحميلها وحاول مرة أخرى',
  BILLING_BILL_NOT_CHANGEABLE: 'هذه الفاتورة {status}؛ لا يمكن تغيير إلا مسودة أو فاتورة صادرة غير مدفوعة',
  BILLING_BILL_NOT_RECALLABLE: 'هذه الفاتورة {status}؛ لا يمكن سحب إلا فاتورة صادرة غير مدفوعة',
  BILLING_BILL_NOTHING_TO_PAY: 'هذه الفاتورة {status}؛ لا يوجد مبلغ مستحق',
  BILLING_BILL_EXISTS: 'للوحدة {unitNo} فاتورة عن {period} بالفعل',
  BILLING_NO_LINES: 'إعدادات الرسوم لا تعطي الوحدة {unitNo} أي بند: أدخل البنود أو اضبط الرسوم',
  BILLING_PROMPTPAY_ID_INVALID: 'هذا ليس معرّف PromptPay صالحًا من هذا النوع',
  BILLING_NO_PROMPTPAY: 'أضف حساب PromptPay في إعدادات الفوترة أولاً',
  BILLING_STATUS_DRAFT: 'مسودة',
  BILLING_STATUS_ISSUED: 'صادرة',
  BILLING_STATUS_PARTIALLY_PAID: 'مدفوعة جزئيًا',
  BILLING_STATUS_PAID: 'مدفوعة',
  BILLING_STATUS_RECALLED: 'مسحوبة',
};
