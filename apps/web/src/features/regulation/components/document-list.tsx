import {
  REGULATION_CATEGORIES,
  REGULATION_STATUSES,
  type RegulationDocument,
} from '@cc/contracts/regulation';
import { Alert, Button, Input, Progress, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { LoadMore } from '../../../shared/ui/load-more';
import { type DocumentFilter, useDocumentList } from '../api/regulation';
import { StatusTag } from './status-tag';

/** The documents: filters, search, a page at a time; a title opens the document. */
export function DocumentList({ onOpen }: { onOpen: (documentID: string) => void }) {
  const { t } = useTranslation('regulation');
  const [filter, setFilter] = useState<DocumentFilter>({});
  const list = useDocumentList(filter);
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div>
      <div className="rule-filters">
        <Select
          allowClear
          placeholder={t('filters.category')}
          aria-label={t('filters.category')}
          value={filter.category}
          onChange={(category) => setFilter((f) => ({ ...f, category }))}
          options={REGULATION_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
        />
        <Select
          allowClear
          placeholder={t('filters.status')}
          aria-label={t('filters.status')}
          value={filter.status}
          onChange={(status) => setFilter((f) => ({ ...f, status }))}
          options={REGULATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('filters.search')}
          aria-label={t('filters.search')}
          onSearch={(q) => setFilter((f) => ({ ...f, q: q.trim() || undefined }))}
        />
      </div>
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<RegulationDocument>
          rowKey="documentID"
          loading={list.isPending}
          dataSource={rows}
          locale={{ emptyText: t('empty') }}
          pagination={false}
          scroll={{ x: 760 }}
          columns={[
            {
              key: 'title',
              title: t('columns.title'),
              render: (_, d) => (
                <Button type="link" className="cc-link-button" onClick={() => onOpen(d.documentID)}>
                  {d.title}
                </Button>
              ),
            },
            {
              key: 'category',
              title: t('columns.category'),
              render: (_, d) => <Tag>{t(`category.${d.category}`)}</Tag>,
            },
            { key: 'status', title: t('columns.status'), render: (_, d) => <StatusTag status={d.status} /> },
            {
              key: 'version',
              title: t('columns.version'),
              render: (_, d) =>
                d.current
                  ? t('versionShort', { no: d.current.versionNo, date: formatDate(d.current.effectiveDate) })
                  : '–',
            },
            {
              key: 'ack',
              title: t('columns.acknowledged'),
              width: 180,
              render: (_, d) =>
                d.figures && d.current?.requiresAck ? (
                  <Progress
                    size="small"
                    aria-label={t('columns.acknowledged')}
                    percent={
                      d.figures.units ? Math.round((d.figures.acknowledged / d.figures.units) * 100) : 0
                    }
                    format={() => `${d.figures!.acknowledged}/${d.figures!.units}`}
                  />
                ) : (
                  '–'
                ),
            },
            { key: 'updated', title: t('columns.updated'), render: (_, d) => formatDate(d.updatedAt) },
          ]}
        />
      )}
      <LoadMore query={list} shownText={t('shown', { count: rows.length })} moreText={t('more')} />
    </div>
  );
}
