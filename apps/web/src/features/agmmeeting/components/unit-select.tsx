import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRoll } from '../api/roll';

/**
 * A unit of the meeting's roll not yet checked in, found by its number or an owner's name.
 * Controlled by the Form.Item around it.
 */
export function UnitSelect({
  meetingID,
  value,
  onChange,
  id,
}: {
  meetingID: string;
  value?: string;
  onChange?: (unitID: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('agmmeeting');
  const { data, isPending } = useRoll(meetingID, '');
  const options = (data?.entries ?? [])
    .filter((e) => !e.present)
    .map((e) => ({
      value: e.unitID,
      label: `${e.unitNo} · ${e.owners.map((o) => o.name).join(', ') || t('checkin.noOwner')}`,
    }));
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      loading={isPending}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={t('checkin.unitPlaceholder')}
      notFoundContent={t('checkin.noUnits')}
    />
  );
}
