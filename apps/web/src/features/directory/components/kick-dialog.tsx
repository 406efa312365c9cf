import { REMOVAL_REASON_MAX } from '@cc/contracts/directory-members';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { directoryRules, errorText } from '../directory-rules';

interface Props {
  /** Who is being removed, as shown to the user; null closes the dialog. */
  name: string | null;
  title: string;
  pending: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A removal always asks for a reason (kept in the audit log) before it goes ahead. */
export function ReasonDialog({ name, title, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) =>
    onConfirm(reason.trim()).then(onClose, (e: unknown) => void message.error(errorText(e)));
  return (
    <Modal
      open={name !== null}
      title={title}
      okText={t('common.remove')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('kick.warning', { name })}</p>
      <Form name="reason" form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="reason" label={t('kick.reason')} rules={directoryRules(t).reason}>
          <Input.TextArea rows={3} maxLength={REMOVAL_REASON_MAX} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
