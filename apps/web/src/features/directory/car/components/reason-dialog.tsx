import { REASON_MAX } from '@cc/contracts/car-directory';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type SaveMutation } from '../../../../shared/ui/form-dialog';

interface Props {
  open: boolean;
  /** reject or retire: the dialog's words. */
  kind: 'reject' | 'retire';
  plate: string;
  carID: string;
  save: SaveMutation<{ carID: string; reason: string }>;
  onClose: () => void;
}

/** Asks why before a request is rejected or a car retired; both end something, so the button is red. */
export function ReasonDialog({ open, kind, plate, carID, save, onClose }: Props) {
  const { t } = useTranslation('directory');
  return (
    <FormDialog<{ reason: string }, { carID: string; reason: string }>
      name={`car-${kind}`}
      open={open}
      danger
      title={t(`car.${kind}Title`, { plate })}
      okText={t(`car.${kind}`)}
      cancelText={t('common.cancel')}
      savedText={t(`car.${kind}Done`)}
      initialValues={{ reason: '' }}
      save={save}
      toInput={(v) => ({ carID, reason: v.reason.trim() })}
      onClose={onClose}
      focus="reason"
    >
      <Form.Item
        name="reason"
        label={t('car.reason')}
        rules={[
          { required: true, whitespace: true, message: t('car.reasonRequired') },
          { max: REASON_MAX, message: t('validation.max', { max: REASON_MAX }) },
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
