import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format-time';
import { weekdayNames } from '../format';
import { type HeatCell, heatGrid } from '../heat-grid';

/**
 * Bookings by weekday and hour as a shaded table: a real table, so a screen reader reads each
 * count with its weekday and hour; it scrolls sideways on a phone.
 */
export function HeatMap({ cells }: { cells: readonly HeatCell[] }) {
  const { t, i18n } = useTranslation('facilitybooking');
  const { hours, rows, max } = heatGrid(cells);
  if (!hours.length) return <p className="cc-muted">{t('report.noBookings')}</p>;
  const days = weekdayNames(i18n.language);
  return (
    <div className="fb-heat" data-testid="heat-map">
      <table>
        <caption className="cc-muted">{t('report.heatCaption')}</caption>
        <thead>
          <tr>
            <th />
            {hours.map((h) => (
              <th key={h} scope="col">
                {String(h).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, d) => (
            <tr key={days[d]}>
              <th scope="row">{days[d]}</th>
              {row.map((n, i) => (
                <td
                  key={hours[i]}
                  style={{ background: n ? `rgba(19, 194, 194, ${0.15 + (0.85 * n) / max})` : '#fafafa' }}
                  title={`${days[d]} ${String(hours[i]).padStart(2, '0')}:00 · ${formatNumber(n)}`}
                >
                  {n ? formatNumber(n) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
