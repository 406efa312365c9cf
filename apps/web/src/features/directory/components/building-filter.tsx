import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';

/** The "all buildings" filter of the directory's lists; cleared, it gives undefined. */
export function BuildingFilter({ onChange }: { onChange: (buildingID?: string) => void }) {
  const { t } = useTranslation('directory');
  const buildings = useBuildings();
  return (
    <Select
      allowClear
      placeholder={t('room.allBuildings')}
      aria-label={t('unit.building')}
      options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
      onChange={onChange}
    />
  );
}
