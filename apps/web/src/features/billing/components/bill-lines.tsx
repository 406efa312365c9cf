import type { BillLine } from '@cc/contracts/billing';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { baht } from '../money';

/** A bill's lines: what, rate, quantity and amount, with the total under them. */
export function BillLines({
  lines,
  totalSatang,
  testId,
}: {
  lines: BillLine[];
  totalSatang: number;
  testId?: string;
}) {
  const { t } = useTranslation('billing');
  return (
    <Table<BillLine>
      rowKey={(_, i) => String(i)}
      data-testid={testId}
      size="small"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'description', title: t('line.description'), dataIndex: 'description' },
        { key: 'rate', title: t('line.rate'), align: 'end', render: (_, l) => baht(l.rateSatang) },
        { key: 'quantity', title: t('line.quantity'), align: 'end', dataIndex: 'quantity' },
        { key: 'amount', title: t('line.amount'), align: 'end', render: (_, l) => baht(l.amountSatang) },
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <strong>{t('bill.total')}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="end">
            <strong>{baht(totalSatang)}</strong>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
