import type { importReportSchema } from '@cc/contracts/parcel-import';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type ImportReport = z.infer<typeof importReportSchema>;

/** The check's answer: how many rows are good, and every problem by row and column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('parcel');
  const badRows = new Set(report.errors.map((e) => e.row)).size;
  return (
    <div className="parcel-stack" data-testid="import-report">
      {report.errors.length ? (
        <Alert
          type="error"
          showIcon
          title={t('import.hasErrors', { bad: badRows, total: report.total })}
          description={t('import.fixAndRetry')}
        />
      ) : (
        <Alert type="success" showIcon title={t('import.allGood', { total: report.total })} />
      )}
      {report.errors.length > 0 && (
        <Table
          rowKey={(e) => `${e.row}:${e.column ?? ''}:${e.message}`}
          size="small"
          pagination={report.errors.length > 50 ? { pageSize: 50 } : false}
          dataSource={report.errors}
          data-testid="import-errors"
          columns={[
            { key: 'row', title: t('import.row'), dataIndex: 'row', width: 80 },
            { key: 'column', title: t('import.column'), render: (_, e) => e.column ?? '-', width: 160 },
            { key: 'message', title: t('import.problem'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
