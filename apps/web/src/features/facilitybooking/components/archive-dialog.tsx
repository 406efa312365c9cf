import { type Facility, REASON_MAX } from '@cc/contracts/facilitybooking';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useArchiveFacility } from '../api/facilities';

type Values = { futureBookings: 'CANCEL' | 'REFUSE'; reason?: string };

/**
 * Archives a facility after a confirm: its future bookings are either cancelled (residents are
 * told, with the reason) or the archive is refused while any exist.
 */
export function ArchiveDialog({ facility, onClose }: { facility: Facility; onClose: () => void }) {
  const { t } = useTranslation('facilitybooking');
  const navigate = useNavigate();
  const archive = useArchiveFacility();
  return (
    <FormDialog<Values, Parameters<typeof archive.mutate>[0]>
      name="archive"
      open
      danger
      title={t('archive.title', { name: facility.name })}
      okText={t('archive.ok')}
      cancelText={t('common.back')}
      savedText={t('archive.done')}
      initialValues={{}}
      save={{
        isPending: archive.isPending,
        mutate: (input, on) =>
          archive.mutate(input, {
            onSuccess: () => {
              on.onSuccess();
              void navigate('/dashboard/facilitybooking/management');
            },
            onError: on.onError,
          }),
      }}
      toInput={(v) => ({
        facilityID: facility.facilityID,
        futureBookings: v.futureBookings,
        reason: v.reason?.trim() || undefined,
      })}
      onClose={onClose}
    >
      <p>{t('archive.body')}</p>
      {/* The field's own initial value: this dialog mounts open, before the form could take initialValues. */}
      <Form.Item name="futureBookings" label={t('archive.futureBookings')} initialValue="REFUSE">
        <Radio.Group
          options={[
            { value: 'REFUSE', label: t('archive.refuse') },
            { value: 'CANCEL', label: t('archive.cancel') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('fields.reasonOptional')}
        rules={[{ max: REASON_MAX, message: t('validation.tooLong', { max: REASON_MAX }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
