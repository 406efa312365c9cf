import { REASON_MAX } from '@cc/contracts/facilitybooking';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type SaveMutation } from '../../../shared/ui/form-dialog';

interface Props<Input> {
  name: string;
  title: ReactNode;
  /** What the confirmation says happens, above the reason. */
  body?: ReactNode;
  okText: string;
  savedText: string;
  /** Reject and forfeit need a reason; cancel and archive may give one. */
  required: boolean;
  danger?: boolean;
  save: SaveMutation<Input>;
  toInput: (reason: string | undefined) => Input;
  onClose: () => void;
}

/** Confirms a decision that ends something for the resident, with the reason they will read. */
export function ReasonDialog<I>(p: Props<I>) {
  const { t } = useTranslation('facilitybooking');
  return (
    <FormDialog<{ reason?: string }, I>
      name={p.name}
      open
      title={p.title}
      okText={p.okText}
      cancelText={t('common.back')}
      savedText={p.savedText}
      initialValues={{}}
      save={p.save}
      toInput={(v) => p.toInput(v.reason?.trim() || undefined)}
      onClose={p.onClose}
      focus="reason"
      danger={p.danger}
    >
      {p.body && <p>{p.body}</p>}
      <Form.Item
        name="reason"
        label={p.required ? t('fields.reason') : t('fields.reasonOptional')}
        rules={[
          ...(p.required
            ? [{ required: true, whitespace: true, message: t('validation.reasonRequired') }]
            : []),
          { max: REASON_MAX, message: t('validation.tooLong', { max: REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
