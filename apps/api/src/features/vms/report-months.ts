import { addDays } from '../../platform/time/zone-clock';

/** YYYY-MM calendar months, as the monthly report names them. */
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

export const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** The first and last community day of a month. */
export const monthDays = (month: string) => ({
  from: `${month}-01`,
  to: addDays(`${nextMonth(month)}-01`, -1),
});
