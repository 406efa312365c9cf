import type { Facility } from '@cc/contracts/facilitybooking';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayOf, weekdayNames } from '../format';
import { formatBaht } from '../money';

/** A facility's rules as residents meet them: slots, hours, limits, timing, approval and money. */
export function FacilityFacts({ facility: f }: { facility: Facility }) {
  const { t, i18n } = useTranslation('facilitybooking');
  const days = weekdayNames(i18n.language);
  const noLimit = t('facts.noLimit');
  const limit = (n: number | null) => (n == null ? noLimit : String(n));
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="facility-facts">
      <Descriptions.Item label={t('form.slotMinutes')}>
        {f.slotMinutes ? t('card.slotMinutes', { count: f.slotMinutes }) : t('card.wholeDay')}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.capacity')}>
        {f.capacity === 1 ? t('card.exclusive') : t('card.capacity', { count: f.capacity })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.hours')} span="filled">
        {f.hours.map((h, i) => (
          <div key={days[i]}>
            {days[i]}: {h ? `${h.open}–${h.close}` : t('form.closed')}
          </div>
        ))}
      </Descriptions.Item>
      {f.closedDates.length > 0 && (
        <Descriptions.Item label={t('form.closedDates')} span="filled">
          {f.closedDates.map((d) => dayOf(d, i18n.language)).join(', ')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t('form.limits')} span="filled">
        {t('facts.limits', {
          day: limit(f.limits.perDay),
          week: limit(f.limits.perWeek),
          open: limit(f.limits.open),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.advanceDays')}>
        {t('facts.advance', { count: f.advanceDays, time: f.opensAt })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.maxPeople')}>{f.maxPeople}</Descriptions.Item>
      <Descriptions.Item label={t('form.noticeMinutes')}>
        {t('facts.minutes', { count: f.noticeMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.cancelCutoffMinutes')}>
        {t('facts.minutes', { count: f.cancelCutoffMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.checkInGraceMinutes')}>
        {t('facts.minutes', { count: f.checkInGraceMinutes })}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.requiresApproval')}>
        {f.requiresApproval ? t('facts.yes') : t('facts.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('form.fee')}>{formatBaht(f.feeSatang)}</Descriptions.Item>
      <Descriptions.Item label={t('form.deposit')}>{formatBaht(f.depositSatang)}</Descriptions.Item>
      <Descriptions.Item label={t('form.audience')}>{t(`audience.${f.audience}`)}</Descriptions.Item>
      {f.rules && (
        <Descriptions.Item label={t('form.rules')} span="filled">
          <span style={{ whiteSpace: 'pre-line' }}>{f.rules}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
