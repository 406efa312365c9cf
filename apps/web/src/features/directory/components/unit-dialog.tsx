import type { Unit } from '@cc/contracts/directory';
import {
  AREA_SQM_DECIMALS,
  AREA_SQM_MAX,
  FLOOR_MAX,
  FLOOR_MIN,
  OWNERSHIP_RATIO_DECIMALS,
} from '@cc/contracts/directory';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type UnitSave, useSaveUnit } from '../api/units';
import { directoryRules } from '../directory-rules';

interface Values {
  unitNo: string;
  buildingID?: string | null;
  floor?: number | null;
  areaSqm?: number | null;
  ownershipRatio?: number | null;
  unitType?: string | null;
}

interface Props {
  open: boolean;
  unit: Unit | null;
  onClose: () => void;
}

/** Adds a unit, or edits the one given: number, building, floor, area, ownership ratio, type. */
export function UnitDialog({ open, unit, onClose }: Props) {
  const { t } = useTranslation('directory');
  const buildings = useBuildings();
  const save = useSaveUnit();
  const rules = directoryRules(t);
  const toInput = (v: Values): UnitSave => ({
    unitID: unit?.unitID,
    unitNo: v.unitNo.trim().toUpperCase(),
    buildingID: v.buildingID ?? null,
    floor: v.floor ?? null,
    areaSqm: v.areaSqm ?? null,
    ownershipRatio: v.ownershipRatio ?? null,
    unitType: v.unitType?.trim() || null,
  });
  return (
    <FormDialog
      name="unit"
      open={open}
      title={unit ? t('unit.edit') : t('unit.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      savedText={t('unit.saved')}
      initialValues={unit ?? {}}
      save={save}
      toInput={toInput}
      onClose={onClose}
    >
      <Form.Item name="unitNo" label={t('unit.unitNo')} rules={rules.unitNo}>
        <Input data-testid="unit-no" />
      </Form.Item>
      <Form.Item name="buildingID" label={t('unit.building')}>
        <Select
          allowClear
          loading={buildings.isPending}
          options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
        />
      </Form.Item>
      <Form.Item name="floor" label={t('unit.floor')}>
        <InputNumber min={FLOOR_MIN} max={FLOOR_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="areaSqm" label={t('unit.area')}>
        <InputNumber
          min={10 ** -AREA_SQM_DECIMALS}
          max={AREA_SQM_MAX}
          precision={AREA_SQM_DECIMALS}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="ownershipRatio"
        label={t('unit.ratio')}
        rules={rules.ratio}
        extra={t('unit.ratioHint')}
      >
        <InputNumber min={0} max={1} step={10 ** -OWNERSHIP_RATIO_DECIMALS} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="unitType" label={t('unit.type')} rules={rules.unitType}>
        <Input placeholder={t('unit.typeHint')} />
      </Form.Item>
    </FormDialog>
  );
}
