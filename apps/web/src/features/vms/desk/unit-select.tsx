import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommunityID } from '../../../shared/session/use-community';
import { gateUnitsQuery } from './desk-api';

interface Props {
  id?: string;
  value?: string;
  onChange?: (unitID: string | undefined, unitNo?: string) => void;
  selectRef?: Ref<RefSelectProps>;
  allowClear?: boolean;
  /** The chosen unit's number when it came from the address, before any search has run. */
  knownLabel?: string;
  ariaLabel?: string;
}

/** A unit by its number, typed ahead through the gate's unit lookup; Enter picks the first match. */
export function UnitSelect({ id, value, onChange, selectRef, allowClear, knownLabel, ariaLabel }: Props) {
  const { t } = useTranslation('desk');
  const [q, setQ] = useState('');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const units = useQuery(gateUnitsQuery(useCommunityID(), q.trim()));
  const options = (units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }));
  return (
    <Select
      id={id}
      ref={selectRef}
      aria-label={ariaLabel}
      value={value}
      allowClear={allowClear}
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={units.isFetching}
      placeholder={t('walkIn.unitPlaceholder')}
      notFoundContent={units.isFetching ? t('loading') : t('walkIn.noUnit')}
      labelRender={({ value: v }) => labels[String(v)] ?? (v === value ? knownLabel : undefined) ?? String(v)}
      options={options}
      onChange={(v?: string) => {
        const unitNo = options.find((o) => o.value === v)?.label;
        if (v && unitNo) setLabels((l) => ({ ...l, [v]: unitNo }));
        onChange?.(v, unitNo);
      }}
    />
  );
}
