import type { AgmMeetingDetail } from '@cc/contracts/agmmeeting';
import type { AgmCheckin } from '@cc/contracts/agmmeeting-inputs';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCheckin } from '../api/attendance';
import { UnitSelect } from './unit-select';

interface Values {
  unitID: string;
  mode: 'IN_PERSON' | 'ONLINE';
}

/** Checks a unit in at the door (or online on the owner's behalf); its first owner attends. */
export function CheckinDialog({
  meeting,
  open,
  onClose,
}: {
  meeting: AgmMeetingDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agmmeeting');
  const save = useCheckin();
  return (
    <FormDialog<Values, Omit<AgmCheckin, 'communityID'>>
      name="checkin"
      open={open}
      title={t('checkin.add')}
      okText={t('checkin.confirm')}
      cancelText={t('shared:common.cancel')}
      savedText={t('checkin.done')}
      initialValues={{ mode: 'IN_PERSON' }}
      save={save}
      toInput={(v) => ({ meetingID: meeting.meetingID, unitID: v.unitID, mode: v.mode })}
      onClose={onClose}
      focus="unitID"
    >
      <Form.Item
        name="unitID"
        label={t('fields.unit')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <UnitSelect meetingID={meeting.meetingID} />
      </Form.Item>
      <Form.Item name="mode" label={t('fields.mode')}>
        <Radio.Group
          optionType="button"
          options={(['IN_PERSON', 'ONLINE'] as const).map((k) => ({ value: k, label: t(`mode.${k}`) }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
