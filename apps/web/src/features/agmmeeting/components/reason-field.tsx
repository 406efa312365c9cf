import { AGM_REASON_MAX } from '@cc/contracts/agmmeeting';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The required reason a step of a meeting keeps (a cancellation, a voided vote, a roll override,
 * a petition's grounds), with the contract's length limit.
 */
export function ReasonField({ max = AGM_REASON_MAX, rows = 3 }: { max?: number; rows?: number }) {
  const { t } = useTranslation('agmmeeting');
  return (
    <Form.Item
      name="reason"
      label={t('fields.reason')}
      rules={[
        { required: true, whitespace: true, message: t('validation.reasonRequired') },
        { max, message: t('validation.max', { max }) },
      ]}
    >
      <Input.TextArea rows={rows} />
    </Form.Item>
  );
}
