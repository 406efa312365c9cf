import { CHAT_ROOM_FILTERS } from '@cc/contracts/chat';
import { Checkbox, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoomFilter } from '../api/chat-keys';

interface Props {
  filter: RoomFilter;
  onChange: (change: Partial<RoomFilter>) => void;
}

/** Status, unread only, mine, and a search by unit or name above the rooms. */
export function RoomFilters({ filter, onChange }: Props) {
  const { t } = useTranslation('chat');
  return (
    <div className="ch-filters">
      <Segmented
        block
        size="small"
        aria-label={t('filters.status')}
        value={filter.status}
        onChange={(v) => onChange({ status: v as RoomFilter['status'] })}
        options={CHAT_ROOM_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
      />
      <div className="ch-filters__checks">
        <Checkbox checked={filter.unread} onChange={(e) => onChange({ unread: e.target.checked })}>
          {t('filters.unread')}
        </Checkbox>
        <Checkbox checked={filter.mine} onChange={(e) => onChange({ mine: e.target.checked })}>
          {t('filters.mine')}
        </Checkbox>
      </div>
      <Input.Search
        allowClear
        size="small"
        aria-label={t('filters.search')}
        placeholder={t('filters.search')}
        defaultValue={filter.search}
        onSearch={(v) => onChange({ search: v.trim() })}
      />
    </div>
  );
}
