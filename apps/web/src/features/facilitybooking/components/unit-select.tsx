import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID } from '../../../shared/session/use-community';

interface Props {
  id?: string;
  value?: string;
  onChange?: (unitID: string) => void;
}

/** A unit by its number, typed ahead from the residence core (a Form.Item control). */
export function UnitSelect({ id, value, onChange }: Props) {
  const { t } = useTranslation('facilitybooking');
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(useCommunityID(), q.trim()));
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setQ }}
      placeholder={t('book.unitSearch')}
      loading={units.isFetching}
      notFoundContent={t('book.noUnit')}
      options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
    />
  );
}
