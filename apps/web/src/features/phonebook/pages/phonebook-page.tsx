import { PlusOutlined } from '@ant-design/icons';
import type { PhonebookCategory } from '@cc/contracts/phonebook';
import { Alert, App, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../shared/session/use-permissions';
import { moved, usePhonebook, useReorder } from '../api/phonebook';
import { CategoryCard } from '../components/category-card';
import { CategoryDialog } from '../components/category-dialog';
import { EntryDialog } from '../components/entry-dialog';
import '../phonebook.css';

type Entry = PhonebookCategory['entries'][number];

/** /dashboard/phonebook: the community's useful numbers in ordered categories. */
export function PhonebookPage() {
  const { t } = useTranslation('phonebook');
  const { message } = App.useApp();
  const canWrite = usePermissions().has('PHONEBOOK:write');
  const { data, error, isPending } = usePhonebook();
  const reorder = useReorder();
  const [category, setCategory] = useState<PhonebookCategory | null | 'new'>(null);
  const [entry, setEntry] = useState<{ categoryID: string; entry: Entry | null } | null>(null);
  const moveCategory = (i: number, by: -1 | 1) =>
    reorder.mutate(
      { categoryIDs: moved(data ?? [], i, by).map((c) => c.categoryID) },
      { onError: (e) => void message.error(e.message) },
    );
  return (
    <div className="pb-page">
      <div className="pb-head">
        <h1 className="page-title">{t('title')}</h1>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCategory('new')}>
            {t('category.add')}
          </Button>
        )}
      </div>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : data.length === 0 ? (
        <section className="cc-card">
          <Empty description={canWrite ? t('emptyStaff') : t('empty')} />
        </section>
      ) : (
        data.map((c, i) => (
          <CategoryCard
            key={c.categoryID}
            category={c}
            canWrite={canWrite}
            first={i === 0}
            last={i === data.length - 1}
            onMove={(by) => moveCategory(i, by)}
            onEdit={() => setCategory(c)}
            onAddEntry={() => setEntry({ categoryID: c.categoryID, entry: null })}
            onEditEntry={(e) => setEntry({ categoryID: c.categoryID, entry: e })}
          />
        ))
      )}
      <CategoryDialog
        key={category === 'new' ? 'new' : (category?.categoryID ?? 'none')}
        open={category !== null}
        category={category === 'new' ? null : category}
        onClose={() => setCategory(null)}
      />
      <EntryDialog
        key={entry ? `${entry.categoryID}:${entry.entry?.entryID ?? 'new'}` : 'none'}
        open={entry !== null}
        entry={entry?.entry ?? null}
        categoryID={entry?.categoryID ?? ''}
        categories={data ?? []}
        onClose={() => setEntry(null)}
      />
    </div>
  );
}
