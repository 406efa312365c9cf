import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Modal, Select, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { datePickerFormat } from '../../../shared/i18n/format-date';
import { useTimeZone } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useDaySheet } from '../api/bookings';
import { useFacilities } from '../api/facilities';
import { todayIn } from '../format';
import { DaySheet } from './day-sheet';
import '../print.css';

/** Chooses a facility and a day, shows its sheet as it will print, and prints it (A4). */
export function DaySheetDialog({ facilityID, onClose }: { facilityID?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('facilitybooking');
  const facilities = useFacilities();
  const [chosen, setChosen] = useState(facilityID);
  const [day, setDay] = useState(todayIn(useTimeZone()));
  const id = chosen ?? facilities.data?.[0]?.facilityID;
  const sheet = useDaySheet(id, day);
  return (
    <Modal
      open
      width={880}
      title={t('daySheet.title')}
      onCancel={onClose}
      footer={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!sheet.data}
          onClick={() => window.print()}
        >
          {t('daySheet.print')}
        </Button>
      }
    >
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Select
          aria-label={t('booking.facility')}
          style={{ minWidth: 180 }}
          value={id}
          onChange={setChosen}
          options={(facilities.data ?? []).map((f) => ({ value: f.facilityID, label: f.name }))}
        />
        <DatePicker
          aria-label={t('daySheet.day')}
          format={datePickerFormat(i18n.language)}
          allowClear={false}
          value={dayjs(day)}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
        />
      </Space>
      {!id ? (
        <Empty description={t('facilities.empty')} />
      ) : sheet.error ? (
        <Alert type="error" showIcon title={sheet.error.message} />
      ) : sheet.isPending ? (
        <Skeleton active />
      ) : (
        <div className="fb-print-area">
          <DaySheet sheet={sheet.data} />
        </div>
      )}
    </Modal>
  );
}
