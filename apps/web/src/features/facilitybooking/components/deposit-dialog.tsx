import { type Booking, type DEPOSIT_ACTIONS, REASON_MAX } from '@cc/contracts/facilitybooking';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useDeposit } from '../api/booking-actions';
import { formatBaht } from '../money';
import { nextDepositActions } from '../next-steps';

type Action = (typeof DEPOSIT_ACTIONS)[number];

/** Records a deposit's step; forfeiting needs the reason the resident will read. */
export function DepositDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { t } = useTranslation('facilitybooking');
  const deposit = useDeposit();
  const actions = nextDepositActions(booking);
  return (
    <FormDialog<{ action: Action; reason?: string }, Parameters<typeof deposit.mutate>[0]>
      name="deposit"
      open
      title={t('deposit.title', { amount: formatBaht(booking.depositSatang), unit: booking.unitNo })}
      okText={t('common.save')}
      cancelText={t('common.back')}
      savedText={t('deposit.saved')}
      initialValues={{}}
      save={deposit}
      toInput={(v) => ({
        bookingID: booking.bookingID,
        action: v.action,
        reason: v.reason?.trim() || undefined,
      })}
      onClose={onClose}
    >
      {/* The field's own initial value: this dialog mounts open, before the form could take initialValues. */}
      <Form.Item
        name="action"
        label={t('deposit.action')}
        initialValue={actions[0]}
        rules={[{ required: true }]}
      >
        <Radio.Group options={actions.map((a) => ({ value: a, label: t(`deposit.${a}`) }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['action']}>
        {({ getFieldValue }) => {
          const forfeit = getFieldValue('action') === 'FORFEITED';
          return (
            <Form.Item
              name="reason"
              label={forfeit ? t('fields.reason') : t('fields.reasonOptional')}
              rules={[
                ...(forfeit
                  ? [{ required: true, whitespace: true, message: t('deposit.forfeitReason') }]
                  : []),
                { max: REASON_MAX, message: t('validation.tooLong', { max: REASON_MAX }) },
              ]}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
          );
        }}
      </Form.Item>
    </FormDialog>
  );
}
