import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRecipients } from '../api/parcel';

/** The unit, and a resident with the app or nobody yet (the label then names someone else). */
export interface RecipientChoice {
  unitID: string;
  unitNo: string;
  userID: string | null;
  name: string | null;
}

const SEP = '|';
const keyOf = (c: Pick<RecipientChoice, 'unitID' | 'userID'>) => [c.unitID, c.userID ?? ''].join(SEP);

/** The text after the guard stops typing for a moment: one lookup per pause, not per key. */
function useSettled(text: string, ms = 200): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), ms);
    return () => window.clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * Type-ahead over unit numbers, resident names and phones (/api/parcel/recipient): every
 * resident of a matching unit is an option, and so is the unit itself for a parcel addressed to
 * someone without the app.
 */
export function RecipientPicker({
  communityID,
  value,
  onChange,
}: {
  communityID: string;
  value: RecipientChoice | null;
  onChange: (choice: RecipientChoice | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useSettled(text.trim());
  const found = useQuery({
    queryKey: ['parcel', 'recipient', communityID, q],
    queryFn: () => findRecipients(communityID, q),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
  const choices = new Map<string, RecipientChoice>();
  const options = (found.data ?? []).map((u) => {
    const people = u.residents.map((r) => {
      const choice = { unitID: u.unitID, unitNo: u.unitNo, userID: r.userID, name: r.name };
      choices.set(keyOf(choice), choice);
      return { value: keyOf(choice), label: `${u.unitNo} · ${r.name}${r.mobile ? ` · ${r.mobile}` : ''}` };
    });
    const unit = { unitID: u.unitID, unitNo: u.unitNo, userID: null, name: null };
    choices.set(keyOf(unit), unit);
    return {
      label: u.buildingName ? `${u.unitNo} · ${u.buildingName}` : u.unitNo,
      options: [...people, { value: keyOf(unit), label: `${u.unitNo} · ${t('parcels.someoneElse')}` }],
    };
  });
  const label = (c: RecipientChoice) => `${c.unitNo} · ${c.userID ? c.name : t('parcels.someoneElse')}`;
  return (
    <Select
      id="parcel-recipient"
      size="large"
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      value={value ? keyOf(value) : undefined}
      labelRender={() => (value ? label(value) : undefined)}
      placeholder={t('parcels.typeToSearch')}
      notFoundContent={
        found.isFetching ? <Spin size="small" /> : q ? t('parcels.noRecipient') : t('parcels.typeToSearch')
      }
      options={options}
      onChange={(key?: string) => onChange(key ? (choices.get(key) ?? null) : null)}
      defaultActiveFirstOption
      data-testid="parcel-recipient"
    />
  );
}
