import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface UnitRow {
  unitNo: string;
  buildingName: string | null;
}

/** The first columns of the directory's lists: the unit number, linking to its unit page, and the building. */
export function useUnitColumns<Row extends UnitRow>(fixed?: 'start'): TableColumnsType<Row> {
  const { t } = useTranslation('directory');
  return [
    {
      title: t('unit.unitNo'),
      dataIndex: 'unitNo',
      fixed,
      render: (no: string) => <Link to={`/dashboard/directory/room/${encodeURIComponent(no)}`}>{no}</Link>,
    },
    { title: t('unit.building'), dataIndex: 'buildingName', render: (v: string | null) => v ?? '–' },
  ];
}
