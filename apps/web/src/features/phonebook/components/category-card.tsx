import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { PhonebookCategory } from '@cc/contracts/phonebook';
import { App, Button, Empty, Popconfirm, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { moved, useDeleteCategory, useDeleteEntry, useReorder } from '../api/phonebook';

type Entry = PhonebookCategory['entries'][number];

interface Props {
  category: PhonebookCategory;
  canWrite: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onAddEntry: () => void;
  onEditEntry: (e: Entry) => void;
}

/** One category: its entries in order; staff reorder, edit and remove, residents only read. */
export function CategoryCard({
  category: c,
  canWrite,
  first,
  last,
  onMove,
  onEdit,
  onAddEntry,
  onEditEntry,
}: Props) {
  const { t } = useTranslation('phonebook');
  const { message } = App.useApp();
  const removeCategory = useDeleteCategory();
  const removeEntry = useDeleteEntry();
  const reorder = useReorder();
  const fail = (e: Error) => void message.error(e.message);
  const moveEntry = (i: number, by: -1 | 1) =>
    reorder.mutate(
      { categoryID: c.categoryID, entryIDs: moved(c.entries, i, by).map((e) => e.entryID) },
      { onError: fail },
    );
  return (
    <section className="cc-card pb-category" aria-labelledby={`pb-${c.categoryID}`}>
      <div className="pb-head">
        <h2 id={`pb-${c.categoryID}`} className="pb-title">
          {c.name} <Tag>{t(`kinds.${c.kind}`)}</Tag>
        </h2>
        {canWrite && (
          <Space wrap size="small">
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={first}
              onClick={() => onMove(-1)}
              aria-label={t('category.up', { name: c.name })}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={last}
              onClick={() => onMove(1)}
              aria-label={t('category.down', { name: c.name })}
            />
            <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
              {t('common.edit')}
            </Button>
            <Popconfirm
              title={t('category.deleteConfirm', { name: c.name, count: c.entries.length })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => removeCategory.mutateAsync(c.categoryID).catch(fail)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('category.deleteNamed', { name: c.name })}
              />
            </Popconfirm>
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onAddEntry}>
              {t('entry.add')}
            </Button>
          </Space>
        )}
      </div>
      {c.entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('entry.empty')} />
      ) : (
        <Table<Entry>
          rowKey="entryID"
          size="small"
          pagination={false}
          dataSource={c.entries}
          scroll={{ x: 480 }}
          columns={[
            { title: t('entry.name'), dataIndex: 'name' },
            {
              title: t('entry.numbers'),
              dataIndex: 'numbers',
              render: (ns: string[]) =>
                ns.map((n) => (
                  <a key={n} href={`tel:${n.replace(/[\s-]/g, '')}`} className="pb-number" dir="ltr">
                    {n}
                  </a>
                )),
            },
            { title: t('entry.note'), dataIndex: 'note', render: (v: string | null) => v ?? '' },
            ...(canWrite
              ? [
                  {
                    title: t('common.actions'),
                    key: 'a',
                    width: 170,
                    render: (_: unknown, e: Entry, i: number) => (
                      <Space size={4}>
                        <Button
                          size="small"
                          icon={<ArrowUpOutlined />}
                          disabled={i === 0}
                          onClick={() => moveEntry(i, -1)}
                          aria-label={t('entry.up', { name: e.name })}
                        />
                        <Button
                          size="small"
                          icon={<ArrowDownOutlined />}
                          disabled={i === c.entries.length - 1}
                          onClick={() => moveEntry(i, 1)}
                          aria-label={t('entry.down', { name: e.name })}
                        />
                        <Button
                          size="small"
                          icon={<EditOutlined />}
                          onClick={() => onEditEntry(e)}
                          aria-label={t('entry.editNamed', { name: e.name })}
                        />
                        <Popconfirm
                          title={t('entry.deleteConfirm', { name: e.name })}
                          okText={t('common.delete')}
                          cancelText={t('common.cancel')}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => removeEntry.mutateAsync(e.entryID).catch(fail)}
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('entry.deleteNamed', { name: e.name })}
                          />
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </section>
  );
}
