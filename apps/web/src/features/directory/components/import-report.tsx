import type { ImportReport } from '@cc/contracts/unit-import';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { importMessage } from '../import-messages';

const FIELDS = ['unitNo', 'building', 'floor', 'areaSqm', 'ownershipRatio', 'unitType', 'file'];

/** The dry run's answer: how many rows, how many are fine, and each problem by row and column. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('directory');
  const ok = report.errors.length === 0 && report.rows > 0;
  return (
    <div data-testid="import-report">
      <Alert
        showIcon
        type={ok ? 'success' : 'error'}
        title={
          ok
            ? t('import.allValid', { rows: report.rows })
            : t('import.hasErrors', { rows: report.rows, valid: report.valid, errors: report.errors.length })
        }
        style={{ marginBlockEnd: 12 }}
      />
      {report.errors.length > 0 && (
        <Table
          size="small"
          rowKey={(e) => `${e.row}:${e.field}:${e.message}`}
          dataSource={report.errors}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 480 }}
          columns={[
            { title: t('import.row'), dataIndex: 'row', width: 70 },
            {
              title: t('import.column'),
              dataIndex: 'field',
              width: 140,
              render: (f: string) => (FIELDS.includes(f) ? t(`import.fields.${f}`) : f),
            },
            { title: t('import.problem'), dataIndex: 'message', render: (m: string) => importMessage(t, m) },
          ]}
        />
      )}
    </div>
  );
}
