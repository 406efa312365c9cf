import type { Suggestion } from '@cc/contracts/suggestion-records';
import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/i18n/zoned-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { StateTag } from './state-tag';

/** The list: written (community time), category, title, author (or anonymous), state. */
export function SuggestionTable({
  items,
  loading,
  onOpen,
}: {
  items: Suggestion[];
  loading: boolean;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('suggestion');
  const timeZone = useTimeZone();
  return (
    <Table<Suggestion>
      rowKey="suggestionID"
      data-testid="suggestion-table"
      loading={loading}
      dataSource={items}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: t('list.empty') }}
      columns={[
        {
          key: 'createdAt',
          title: t('columns.written'),
          width: 170,
          render: (_, s) => formatInstant(s.createdAt, timeZone, i18n.language),
        },
        {
          key: 'category',
          title: t('columns.category'),
          width: 140,
          render: (_, s) => <Tag>{s.category}</Tag>,
        },
        {
          key: 'title',
          title: t('columns.title'),
          render: (_, s) => (
            <Button type="link" className="sg-link" onClick={() => onOpen(s.suggestionID)}>
              {s.title}
            </Button>
          ),
        },
        {
          key: 'author',
          title: t('columns.author'),
          width: 180,
          render: (_, s) =>
            s.author ? `${s.author.name}${s.author.unitNo ? ` (${s.author.unitNo})` : ''}` : t('anonymous'),
        },
        {
          key: 'state',
          title: t('columns.state'),
          width: 140,
          render: (_, s) => <StateTag state={s.state} />,
        },
      ]}
    />
  );
}
