import type { Car } from '@cc/contracts/car-directory';
import { App, Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../directory-rules';
import { useApproveCar, useIssueSticker, useRejectCar, useRetireCar } from '../api/cars';
import { ReasonDialog } from './reason-dialog';

/** What the office does with one row: approve or reject a request; issue a sticker or retire a car. */
export function CarActions({ car }: { car: Car }) {
  const { t } = useTranslation('directory');
  const { message } = App.useApp();
  const approve = useApproveCar();
  const reject = useRejectCar();
  const retire = useRetireCar();
  const sticker = useIssueSticker();
  const [asking, setAsking] = useState<'reject' | 'retire' | null>(null);
  const plate = `${car.plateNo} ${car.province}`;
  const fail = (e: unknown) => void message.error(errorText(e));
  return (
    <Space wrap size="small">
      {car.status === 'WAITING' && (
        <>
          <Popconfirm
            title={t('car.approveConfirm', { plate })}
            okText={t('car.approve')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              approve.mutateAsync(car.carID).then(() => void message.success(t('car.approveDone')), fail)
            }
          >
            <Button size="small" type="primary" aria-label={t('car.approveNamed', { plate })}>
              {t('car.approve')}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            danger
            onClick={() => setAsking('reject')}
            aria-label={t('car.rejectNamed', { plate })}
          >
            {t('car.reject')}
          </Button>
        </>
      )}
      {car.status === 'APPROVED' && (
        <>
          <Popconfirm
            title={
              car.sticker
                ? t('car.renewConfirm', { number: car.sticker.number })
                : t('car.issueConfirm', { plate })
            }
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              sticker
                .mutateAsync(car.carID)
                .then((s) => void message.success(t('car.stickerDone', { number: s.number })), fail)
            }
          >
            <Button size="small" aria-label={t('car.stickerNamed', { plate })}>
              {car.sticker ? t('car.renew') : t('car.issue')}
            </Button>
          </Popconfirm>
          <Button
            size="small"
            danger
            onClick={() => setAsking('retire')}
            aria-label={t('car.retireNamed', { plate })}
          >
            {t('car.retire')}
          </Button>
        </>
      )}
      {asking && (
        <ReasonDialog
          open
          kind={asking}
          plate={plate}
          carID={car.carID}
          save={asking === 'reject' ? reject : retire}
          onClose={() => setAsking(null)}
        />
      )}
    </Space>
  );
}
