import { FileOutlined } from '@ant-design/icons';
import { Alert, Descriptions, Drawer, Grid, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/i18n/format-date';
import { errorText } from '../../directory-rules';
import { useCarDetail } from '../api/cars';

/**
 * One car as the office checks it: its unit, plate and vehicle, and the papers its request
 * carries. Each paper opens through the signed link the detail answered (valid 15-30 minutes,
 * so the drawer asks again each time it opens).
 */
export function CarDetailDrawer({ carID, onClose }: { carID: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('directory');
  const screens = Grid.useBreakpoint();
  const detail = useCarDetail(carID);
  const car = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      title={
        car ? t('car.detail.title', { plate: `${car.plateNo} ${car.province}` }) : t('car.detail.loading')
      }
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.md ? 480 : '100%'}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.error ? (
        <Alert type="error" showIcon title={errorText(detail.error)} />
      ) : (
        car && (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('car.unit')}>{car.unitNo}</Descriptions.Item>
              <Descriptions.Item label={t('car.vehicle')}>
                {[t(`car.types.${car.vehicleType}`), car.brand, car.model, car.colour]
                  .filter(Boolean)
                  .join(' · ')}
              </Descriptions.Item>
              <Descriptions.Item label={t('car.detail.state')}>
                <Tag>{t(`car.states.${car.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('car.requested')}>
                {formatDate(car.createdAt)}
                {car.requestedByName ? ` · ${car.requestedByName}` : ''}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5}>{t('car.detail.documents')}</Typography.Title>
            <List
              size="small"
              dataSource={car.documents}
              locale={{ emptyText: t('car.detail.noDocuments') }}
              renderItem={(d) => (
                <List.Item
                  actions={[
                    <a key="open" href={d.url} target="_blank" rel="noopener noreferrer">
                      {t('car.detail.open')}
                    </a>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<FileOutlined />}
                    title={t(`car.policy.docs.${d.kind}`)}
                    description={formatDate(d.uploadedAt)}
                  />
                </List.Item>
              )}
            />
          </>
        )
      )}
    </Drawer>
  );
}
