import { SendOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useSendMonth } from './report-api';

/** Mails a chosen month's report to the recipients now, after a confirm naming the month. */
export function SendMonth({ today, recipients }: { today: string; recipients: number }) {
  const { t, i18n } = useTranslation('reports');
  const { message, modal } = App.useApp();
  const [month, setMonth] = useState<Dayjs>(() => dayjs(today).subtract(1, 'month').startOf('month'));
  const send = useSendMonth();
  const label = month.format('YYYY-MM');
  const shown = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const confirm = () =>
    modal.confirm({
      title: t('monthly.confirmTitle', { month: monthName(label, shown) }),
      content: t('monthly.confirmText', { count: recipients }),
      okText: t('monthly.confirmOk'),
      cancelText: t('monthly.cancel'),
      onOk: () =>
        send.mutateAsync(label).then(
          (r) =>
            void message.success(
              t('monthly.sent', { month: monthName(label, shown), count: r.recipients.length }),
            ),
          (e) => void message.error(errorMessageOf(e)),
        ),
    });
  return (
    <div className="vms-reports-send">
      <h3 className="vms-reports-subtitle">{t('monthly.sendTitle')}</h3>
      <div className="vms-reports-send-row">
        <DatePicker
          picker="month"
          allowClear={false}
          aria-label={t('monthly.month')}
          value={month}
          disabledDate={(d) => d.format('YYYY-MM') > today.slice(0, 7)}
          onChange={(d) => d && setMonth(d)}
        />
        <Button
          icon={<SendOutlined />}
          disabled={recipients === 0}
          loading={send.isPending}
          onClick={confirm}
          data-testid="monthly-send"
        >
          {t('monthly.send')}
        </Button>
      </div>
      {recipients === 0 && <p className="cc-muted">{t('monthly.needRecipients')}</p>}
    </div>
  );
}

const monthName = (month: string, f: Intl.DateTimeFormat) => f.format(new Date(`${month}-15T00:00:00Z`));
