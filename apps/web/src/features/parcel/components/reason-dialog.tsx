import { PARCEL_REASON_MAX, PARCEL_REASON_MIN, type Parcel } from '@cc/contracts/parcel';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { focusOnOpen } from '../../../shared/ui/focus-on-open';
import { useDeleteParcel, useReturnParcels, useUndoHandOut } from '../api/status-changes';
import { errorText } from '../parcel-labels';

export type ReasonKind = 'return' | 'delete' | 'undo';

/**
 * Confirms a change that takes parcels off the desk. Delete and undo need a reason (the record
 * keeps it); return to sender may give one.
 */
export function ReasonDialog({
  kind,
  parcels,
  onClose,
}: {
  kind: ReasonKind;
  parcels: Parcel[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('parcel');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const ret = useReturnParcels();
  const del = useDeleteParcel();
  const undo = useUndoHandOut();
  const required = kind !== 'return';
  const pending = ret.isPending || del.isPending || undo.isPending;
  const nos = parcels.map((p) => t('fields.noValue', { no: p.no })).join(', ');

  const submit = async ({ reason }: { reason?: string }) => {
    const text = reason?.trim() || undefined;
    const parcelID = parcels[0]!.parcelID;
    try {
      if (kind === 'return')
        await ret.mutateAsync({ parcelIDs: parcels.map((p) => p.parcelID), reason: text });
      else if (kind === 'delete') await del.mutateAsync({ parcelID, reason: text! });
      else await undo.mutateAsync({ parcelID, reason: text! });
      void message.success(t(`${kind}.done`, { count: parcels.length }));
      onClose(true);
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  return (
    <Modal
      open
      title={t(`${kind}.title`, { count: parcels.length })}
      okText={t(`${kind}.confirm`)}
      okButtonProps={{ danger: kind === 'delete', 'data-testid': 'reason-confirm' }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      confirmLoading={pending}
      destroyOnHidden
      afterOpenChange={focusOnOpen('parcel-reason_reason')}
    >
      <p>{t(`${kind}.body`, { parcels: nos })}</p>
      <Form form={form} name="parcel-reason" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={required ? t('fields.reason') : t('fields.reasonOptional')}
          rules={[
            ...(required
              ? [{ required: true, whitespace: true, message: t('validation.reasonRequired') }]
              : []),
            { min: required ? PARCEL_REASON_MIN : 0, message: t('validation.reasonShort') },
            { max: PARCEL_REASON_MAX, message: t('validation.tooLong', { max: PARCEL_REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
