import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Figures } from './figures';
import { HourlyChart } from './hourly-chart';
import { useDashboard } from './inside-api';
import { InsideList } from './inside-list';
import { TopUnits } from './top-units';
import './inside.css';

/** The last 30 community days, ending with `day` (YYYY-MM-DD). */
const last30 = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 29);
  return { from: d.toISOString().slice(0, 10), to: day };
};

/** Inside now: the gate's figures, today by the hour, the most visited units and who is inside. */
export function InsideTab() {
  const { t } = useTranslation('inside');
  const { data } = useDashboard();
  return (
    <div className="vms-inside" data-testid="vms-inside">
      <Figures data={data} />
      <Card size="small" title={t('hourly.title')}>
        <HourlyChart />
      </Card>
      <div className="vms-inside__panels">
        <InsideList />
        <Card size="small" title={t('topUnits.title')} className="vms-inside__top">
          {data ? <TopUnits {...last30(data.day)} /> : null}
        </Card>
      </div>
    </div>
  );
}
