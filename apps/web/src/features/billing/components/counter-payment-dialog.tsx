import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nowWall } from '../../../shared/i18n/zoned-time';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID, useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useOpenBillsOf } from '../api/evidence';
import { type CounterPaymentInput, useRecordCounterPayment } from '../api/evidence-decisions';
import { type CounterPaymentValues, toCounterPayment } from '../counter-payment-values';
import { baht } from '../money';

const METHODS = ['CASH', 'CHEQUE', 'TRANSFER'] as const;

/** The chosen unit's open bills; choosing another unit clears the bill. */
function BillChoice() {
  const { t } = useTranslation('billing');
  const form = Form.useFormInstance<CounterPaymentValues>();
  const unitID = Form.useWatch('unitID', form);
  const bills = useOpenBillsOf(unitID);
  useEffect(() => {
    if (unitID !== undefined) form.setFieldValue('billID', undefined);
  }, [form, unitID]);
  return (
    <Form.Item name="billID" label={t('counter.bill')} extra={t('counter.billHint')}>
      <Select
        allowClear
        disabled={!unitID}
        loading={bills.isFetching}
        options={(bills.data ?? []).map((b) => ({
          value: b.billID,
          label: `${b.billNo} · ${baht(b.outstandingSatang)}`,
        }))}
      />
    </Form.Item>
  );
}

/**
 * A payment taken at the office's counter: it waits in the queue like a slip, and someone other
 * than its recorder verifies it. Without a bill it pays the unit's oldest open bills.
 */
export function CounterPaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const communityID = useCommunityID();
  const zone = useTimeZone();
  const [q, setQ] = useState('');
  const units = useQuery({ ...unitSearchQuery(communityID, q), enabled: open });
  const record = useRecordCounterPayment();
  return (
    <FormDialog<CounterPaymentValues, CounterPaymentInput>
      name="counter"
      open={open}
      title={t('counter.title')}
      okText={t('counter.ok')}
      cancelText={t('common.cancel')}
      savedText={t('counter.done')}
      initialValues={{ method: 'CASH', paidAt: nowWall(zone) }}
      save={record}
      toInput={(v) => toCounterPayment(v, zone)}
      onClose={onClose}
      focus="unitID"
    >
      <Form.Item
        name="unitID"
        label={t('bill.unit')}
        rules={[{ required: true, message: t('one.unitRequired') }]}
      >
        <Select
          showSearch
          placeholder={t('one.unitSearch')}
          filterOption={false}
          onSearch={setQ}
          loading={units.isFetching}
          options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
        />
      </Form.Item>
      <BillChoice />
      <Form.Item name="method" label={t('counter.method')} rules={[{ required: true }]}>
        <Select options={METHODS.map((m) => ({ value: m, label: t(`method.${m}`) }))} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('counter.amount')}
        rules={[{ required: true, message: t('counter.amountRequired') }]}
      >
        <InputNumber min={0.01} max={1_000_000_000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="paidAt"
        label={t('counter.paidAt')}
        rules={[{ required: true, message: t('counter.paidAtRequired') }]}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="note" label={t('counter.note')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  );
}
