import { BATCH_REASON_MAX } from '@cc/contracts/vms-coupon-batch';
import {
  COUPON_AMOUNT_MAX_SATANG,
  COUPON_HOURS_MAX,
  COUPONS_PER_BATCH_MAX,
} from '@cc/contracts/vms-coupon-inputs';
import type { CouponBatch } from '@cc/contracts/vms-coupon-records';
import { Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog, type SaveMutation } from '../../../shared/ui/form-dialog';
import { useOwners, useSaveBatch, useSavePayment } from './coupon-api';
import { toSatang } from './coupon-format';

interface BatchValues {
  ownerUnitID: string;
  count: number;
  hours: number;
  note?: string;
}

/** Orders a batch for an owner unit (the office on its behalf), or edits one still created. */
export function BatchDialog({
  open,
  onClose,
  batch,
}: {
  open: boolean;
  onClose: () => void;
  batch?: CouponBatch;
}) {
  const { t } = useTranslation('coupons');
  const owners = useOwners(open && !batch);
  const save = useSaveBatch();
  return (
    <FormDialog<BatchValues, Parameters<typeof save.mutate>[0]>
      name="coupon_batch"
      open={open}
      title={batch ? t('batch.editTitle', { no: batch.batchNo }) : t('batch.createTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.close')}
      savedText={t('saved')}
      initialValues={
        batch
          ? { ownerUnitID: batch.ownerUnitID, count: batch.count, hours: batch.hours, note: batch.note ?? '' }
          : { count: 10, hours: 2 }
      }
      save={save}
      toInput={(v) => ({
        batchID: batch?.batchID,
        ownerUnitID: v.ownerUnitID,
        count: v.count,
        hours: v.hours,
        note: v.note?.trim() || undefined,
      })}
      onClose={onClose}
      focus={batch ? 'count' : 'ownerUnitID'}
    >
      {!batch && (
        <Form.Item
          name="ownerUnitID"
          label={t('fields.owner')}
          rules={[{ required: true, message: t('rules.owner') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={owners.isPending}
            options={(owners.data ?? [])
              .filter((o) => o.canOrder)
              .map((o) => ({ value: o.unitID, label: o.unitNo }))}
            notFoundContent={t('owners.noneOrdering')}
          />
        </Form.Item>
      )}
      <Form.Item
        name="count"
        label={t('fields.count', { max: COUPONS_PER_BATCH_MAX })}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: COUPONS_PER_BATCH_MAX,
            message: t('rules.count', { max: COUPONS_PER_BATCH_MAX }),
          },
        ]}
      >
        <InputNumber min={1} max={COUPONS_PER_BATCH_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t('fields.hours')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: COUPON_HOURS_MAX,
            message: t('rules.hours', { max: COUPON_HOURS_MAX }),
          },
        ]}
      >
        <InputNumber min={1} max={COUPON_HOURS_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="note" label={t('fields.note')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}

interface PaymentValues {
  amountBaht: number;
  dueDate: Dayjs;
  reason?: string;
}

/** Asks the owner to pay (amount in baht, sent as satang; a due date), or changes it with a reason. */
export function PaymentDialog({
  open,
  onClose,
  batch,
}: {
  open: boolean;
  onClose: () => void;
  batch: CouponBatch;
}) {
  const { t } = useTranslation('coupons');
  const save = useSavePayment();
  const change = batch.state === 'WAITING_PAYMENT';
  const max = COUPON_AMOUNT_MAX_SATANG / 100;
  return (
    <FormDialog<PaymentValues, Parameters<typeof save.mutate>[0]>
      name="coupon_payment"
      open={open}
      title={change ? t('payment.changeTitle') : t('payment.askTitle')}
      okText={t('actions.save')}
      cancelText={t('actions.close')}
      savedText={t('saved')}
      initialValues={{
        amountBaht: (batch.amountSatang ?? batch.priceSatang) / 100,
        dueDate: batch.dueDate ? dayjs(batch.dueDate) : dayjs().add(7, 'day'),
      }}
      save={save}
      toInput={(v) => ({
        batchID: batch.batchID,
        amountSatang: toSatang(v.amountBaht),
        dueDate: v.dueDate.format('YYYY-MM-DD'),
        reason: change ? v.reason?.trim() : undefined,
      })}
      onClose={onClose}
      focus="amountBaht"
    >
      <Form.Item
        name="amountBaht"
        label={t('fields.amount')}
        rules={[{ required: true, type: 'number', min: 0.01, max, message: t('rules.amount') }]}
      >
        <InputNumber min={0.01} max={max} precision={2} step={1} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="dueDate"
        label={t('fields.dueDate')}
        rules={[{ required: true, message: t('rules.dueDate') }]}
      >
        <DatePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} style={{ width: '100%' }} />
      </Form.Item>
      {change && (
        <Form.Item
          name="reason"
          label={t('fields.reason')}
          rules={[{ required: true, whitespace: true, max: BATCH_REASON_MAX, message: t('rules.reason') }]}
        >
          <Input.TextArea rows={2} maxLength={BATCH_REASON_MAX} />
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** A dialog asking only why (reject a slip, cancel a batch or a coupon): the change is for good. */
export function ReasonDialog<Input>(props: {
  name: string;
  open: boolean;
  title: string;
  okText: string;
  save: SaveMutation<Input>;
  toInput: (reason: string) => Input;
  onClose: () => void;
  warning?: string;
}) {
  const { t } = useTranslation('coupons');
  return (
    <FormDialog<{ reason: string }, Input>
      name={props.name}
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('actions.close')}
      savedText={t('saved')}
      initialValues={{ reason: '' }}
      save={props.save}
      toInput={(v) => props.toInput(v.reason.trim())}
      onClose={props.onClose}
      focus="reason"
      danger
    >
      {props.warning && <p>{props.warning}</p>}
      <Form.Item
        name="reason"
        label={t('fields.reason')}
        rules={[{ required: true, whitespace: true, max: BATCH_REASON_MAX, message: t('rules.reason') }]}
      >
        <Input.TextArea rows={3} maxLength={BATCH_REASON_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
