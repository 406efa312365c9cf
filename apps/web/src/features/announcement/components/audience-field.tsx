import type { AUDIENCE_KINDS } from '@cc/contracts/announcement';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Radio, Select } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { unitSearchQuery } from '../../../shared/residence/units-query';

export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export interface LabeledValue {
  value: string;
  label: string;
}

/** Who the post is for: everyone, or chosen buildings, floors or units (from the directory). */
export function AudienceField({ communityID }: { communityID: string }) {
  const { t } = useTranslation('announcement');
  const kind = Form.useWatch<AudienceKind>('audienceKind');
  const buildings = useBuildings({ enabled: kind !== 'ALL' });
  const floorOptions = useMemo(
    () =>
      (buildings.data ?? []).map((b) => ({
        label: b.name,
        title: b.name,
        options: Array.from({ length: b.floors }, (_, i) => ({
          value: `${b.buildingID}:${i + 1}`,
          label: t('form.floorOf', { building: b.name, floor: i + 1 }),
        })),
      })),
    [buildings.data, t],
  );
  const required = (message: string) => [{ required: true, type: 'array' as const, min: 1, message }];
  return (
    <>
      <Form.Item name="audienceKind" label={t('form.audience')}>
        <Radio.Group
          optionType="button"
          options={(['ALL', 'BUILDINGS', 'FLOORS', 'UNITS'] as const).map((k) => ({
            value: k,
            label: t(`audience.${k}`),
          }))}
        />
      </Form.Item>
      {buildings.error && <Alert type="error" showIcon title={buildings.error.message} />}
      {kind === 'BUILDINGS' && (
        <Form.Item name="buildingIDs" label={t('form.buildings')} rules={required(t('validation.buildings'))}>
          <Select
            mode="multiple"
            loading={buildings.isPending}
            placeholder={t('form.buildingsPlaceholder')}
            optionFilterProp="label"
            options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
          />
        </Form.Item>
      )}
      {kind === 'FLOORS' && (
        <Form.Item name="floors" label={t('form.floors')} rules={required(t('validation.floors'))}>
          <Select
            mode="multiple"
            loading={buildings.isPending}
            placeholder={t('form.floorsPlaceholder')}
            optionFilterProp="label"
            options={floorOptions}
          />
        </Form.Item>
      )}
      {kind === 'UNITS' && (
        <Form.Item name="units" label={t('form.units')} rules={required(t('validation.units'))}>
          <UnitPicker communityID={communityID} />
        </Form.Item>
      )}
    </>
  );
}

interface UnitPickerProps {
  communityID: string;
  value?: LabeledValue[];
  onChange?: (v: LabeledValue[]) => void;
}

/** Units are searched on the server (a community may have thousands); picked ones keep their labels. */
function UnitPicker({ communityID, value, onChange }: UnitPickerProps) {
  const { t } = useTranslation('announcement');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const units = useQuery(unitSearchQuery(communityID, q));
  return (
    <Select
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(v) => onChange?.(v as LabeledValue[])}
      loading={units.isFetching}
      placeholder={t('form.unitsPlaceholder')}
      notFoundContent={units.isFetching ? t('loading') : t('form.noUnits')}
      options={(units.data ?? []).map((u) => ({
        value: u.unitID,
        label: u.buildingName ? `${u.unitNo} · ${u.buildingName}` : u.unitNo,
      }))}
    />
  );
}
