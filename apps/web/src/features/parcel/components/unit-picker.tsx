import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipients } from '../api/receive';
import { useDebounced } from '../use-debounced';

interface Props {
  id?: string;
  value?: string;
  /** The chosen unit's ID, and its number for display. */
  onChange?: (unitID: string | undefined, unitNo?: string) => void;
  label?: string;
}

/** A unit by its number, typed ahead (the same lookup as the receive form's recipients). */
export function UnitPicker({ id, value, onChange, label }: Props) {
  const { t } = useTranslation('parcel');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 150);
  const { data, isFetching } = useRecipients(q);
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = (data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }));
  return (
    <Select
      id={id}
      aria-label={label}
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={isFetching}
      value={value}
      labelRender={({ value: v }) => known[String(v)] ?? String(v)}
      placeholder={t('filters.unit')}
      notFoundContent={q ? t('receive.noRecipient') : t('receive.typeToSearch')}
      options={options}
      onChange={(v?: string) => {
        const unitNo = options.find((o) => o.value === v)?.label;
        if (v && unitNo) setKnown((k) => ({ ...k, [v]: unitNo }));
        onChange?.(v, unitNo);
      }}
      style={{ minWidth: 140 }}
    />
  );
}
