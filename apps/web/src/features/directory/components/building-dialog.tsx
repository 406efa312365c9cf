import type { Building } from '@cc/contracts/directory';
import { BUILDING_FLOORS_MAX, BUILDING_FLOORS_MIN } from '@cc/contracts/directory';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type BuildingSave, useSaveBuilding } from '../api/buildings';
import { directoryRules } from '../directory-rules';

interface Values {
  name: string;
  floors: number;
}

interface Props {
  open: boolean;
  building: Building | null;
  onClose: () => void;
}

/** Adds a building, or edits the one given. */
export function BuildingDialog({ open, building, onClose }: Props) {
  const { t } = useTranslation('directory');
  const save = useSaveBuilding();
  const rules = directoryRules(t);
  return (
    <FormDialog<Values, BuildingSave>
      name="building"
      open={open}
      title={building ? t('building.edit') : t('building.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('building.saved')}
      initialValues={building ? { name: building.name, floors: building.floors } : { floors: 1 }}
      save={save}
      toInput={(v) => ({ buildingID: building?.buildingID, name: v.name.trim(), floors: v.floors })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('building.name')} rules={rules.buildingName}>
        <Input data-testid="building-name" />
      </Form.Item>
      <Form.Item name="floors" label={t('building.floors')} rules={rules.floors}>
        <InputNumber
          min={BUILDING_FLOORS_MIN}
          max={BUILDING_FLOORS_MAX}
          precision={0}
          style={{ width: '100%' }}
          data-testid="building-floors"
        />
      </Form.Item>
    </FormDialog>
  );
}
