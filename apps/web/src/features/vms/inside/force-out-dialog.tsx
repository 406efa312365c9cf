import { VMS_REASON_MAX } from '@cc/contracts/vms-records';
import { App, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { nowWall, wallToInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { focusOnOpen } from '../../../shared/ui/focus-on-open';
import { useForceOut } from './inside-api';

export type ForceOutTarget = { kind: 'one'; visitID: string; name: string } | { kind: 'before' };

/**
 * Confirms marking visits as gone without a checkout: one visit, or everyone inside since
 * before a time. A reason is required (the record and the audit log keep it).
 */
export function ForceOutDialog({ target, onClose }: { target: ForceOutTarget; onClose: () => void }) {
  const { t } = useTranslation('inside');
  const { message } = App.useApp();
  const timeZone = useTimeZone();
  const [form] = Form.useForm<{ reason: string; before?: Dayjs }>();
  const forceOut = useForceOut();
  const submit = async ({ reason, before }: { reason: string; before?: Dayjs }) => {
    try {
      const ids = await forceOut.mutateAsync(
        target.kind === 'one'
          ? { visitID: target.visitID, reason: reason.trim() }
          : { before: wallToInstant(before!, timeZone), reason: reason.trim() },
      );
      void message.success(t('forceOut.done', { n: ids.length }));
      onClose();
    } catch (e) {
      void message.error(errorMessageOf(e));
    }
  };
  return (
    <Modal
      open
      title={t(target.kind === 'one' ? 'forceOut.oneTitle' : 'forceOut.beforeTitle')}
      okText={t('forceOut.confirm')}
      okButtonProps={{ danger: true, 'data-testid': 'force-out-confirm' }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={forceOut.isPending}
      destroyOnHidden
      afterOpenChange={focusOnOpen('vms-force-out_reason')}
    >
      <p>{target.kind === 'one' ? t('forceOut.oneBody', { name: target.name }) : t('forceOut.beforeBody')}</p>
      <Form
        form={form}
        name="vms-force-out"
        layout="vertical"
        onFinish={submit}
        initialValues={{ before: nowWall(timeZone).startOf('day') }}
      >
        {target.kind === 'before' && (
          <Form.Item
            name="before"
            label={t('forceOut.before')}
            rules={[{ required: true, message: t('forceOut.beforeRequired') }]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('forceOut.reason')}
          rules={[
            { required: true, whitespace: true, message: t('forceOut.reasonRequired') },
            { max: VMS_REASON_MAX, message: t('forceOut.reasonTooLong', { max: VMS_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
