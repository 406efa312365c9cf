import { Select, Spin } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecipients } from '../api/receive';
import { useDebounced } from '../use-debounced';

/** A recipient as the form keeps it: the unit, and a resident with the app or nobody yet. */
export interface RecipientChoice {
  unitID: string;
  unitNo: string;
  userID: string | null;
  name: string | null;
  phone: string | null;
}

const SEP = '|';

interface Props {
  id?: string;
  value?: RecipientChoice | null;
  onChange?: (choice: RecipientChoice | null) => void;
  selectRef?: Ref<RefSelectProps>;
  status?: 'error';
}

/**
 * Type-ahead over units, resident names and phones. Each resident of a matching unit is an
 * option, and so is the unit itself for a parcel addressed to someone without the app.
 */
export function RecipientPicker({ id, value, onChange, selectRef, status }: Props) {
  const { t } = useTranslation('parcel');
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 150);
  const { data, isFetching } = useRecipients(q);
  const choices = new Map<string, RecipientChoice>();
  const options = (data ?? []).map((u) => {
    const unitLabel = u.buildingName ? `${u.unitNo} · ${u.buildingName}` : u.unitNo;
    const people = u.residents.map((r) => {
      const key = [u.unitID, r.userID].join(SEP);
      choices.set(key, {
        unitID: u.unitID,
        unitNo: u.unitNo,
        userID: r.userID,
        name: r.name,
        phone: r.mobile,
      });
      return { value: key, label: `${u.unitNo} · ${r.name}${r.mobile ? ` · ${r.mobile}` : ''}` };
    });
    const unitKey = [u.unitID, ''].join(SEP);
    choices.set(unitKey, { unitID: u.unitID, unitNo: u.unitNo, userID: null, name: null, phone: null });
    return {
      label: unitLabel,
      options: [...people, { value: unitKey, label: `${u.unitNo} · ${t('receive.someoneElse')}` }],
    };
  });
  const current = value ? [value.unitID, value.userID ?? ''].join(SEP) : undefined;
  const currentLabel = value
    ? `${value.unitNo} · ${value.userID ? value.name : t('receive.someoneElse')}`
    : undefined;
  return (
    <Select
      id={id}
      ref={selectRef}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      status={status}
      value={current}
      labelRender={() => currentLabel}
      placeholder={t('receive.recipientPlaceholder')}
      notFoundContent={
        isFetching ? <Spin size="small" /> : q ? t('receive.noRecipient') : t('receive.typeToSearch')
      }
      options={options}
      onChange={(key?: string) => onChange?.(key ? (choices.get(key) ?? null) : null)}
      defaultActiveFirstOption
      data-testid="recipient-picker"
    />
  );
}
