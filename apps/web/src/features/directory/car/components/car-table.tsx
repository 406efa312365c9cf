import type { Car, CarState } from '@cc/contracts/car-directory';
import { Button, Table, Tag } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/i18n/format-date';
import { CarActions } from './car-actions';

const STICKER_COLOURS = { VALID: 'green', EXPIRED: 'orange', VOID: 'red', NONE: 'default' } as const;

interface Props {
  status: CarState;
  rows: Car[];
  loading: boolean;
  searching: boolean;
  selected: Key[];
  onSelect: (keys: Key[]) => void;
  /** Opens the car's detail (its papers). */
  onOpen: (carID: string) => void;
}

/** One tab's cars: unit, plate, vehicle, sticker and what the office may do next. */
export function CarTable({ status, rows, loading, searching, selected, onSelect, onOpen }: Props) {
  const { t } = useTranslation('directory');
  return (
    <Table<Car>
      rowKey="carID"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 900 }}
      rowSelection={status === 'APPROVED' ? { selectedRowKeys: selected, onChange: onSelect } : undefined}
      locale={{ emptyText: searching ? t('car.noMatch') : t(`car.empty.${status}`) }}
      columns={[
        {
          title: t('car.unit'),
          dataIndex: 'unitNo',
          render: (u: string) => <Link to={`/dashboard/directory/room/${encodeURIComponent(u)}`}>{u}</Link>,
        },
        {
          title: t('car.plate'),
          key: 'plate',
          render: (_, c) => (
            <span>
              <Button
                type="link"
                className="car-plate-link"
                onClick={() => onOpen(c.carID)}
                aria-label={t('car.detail.openNamed', { plate: `${c.plateNo} ${c.province}` })}
              >
                <strong className="car-plate">{c.plateNo}</strong>
              </Button>
              <div className="dir-muted">{c.province}</div>
            </span>
          ),
        },
        {
          title: t('car.vehicle'),
          key: 'vehicle',
          render: (_, c) => (
            <span>
              {t(`car.types.${c.vehicleType}`)}
              <div className="dir-muted">
                {[c.brand, c.model, c.colour].filter(Boolean).join(' · ') || '–'}
              </div>
            </span>
          ),
        },
        {
          title: status === 'WAITING' ? t('car.requested') : t('car.decided'),
          key: 'when',
          render: (_, c) => (
            <span>
              {formatDate(status === 'WAITING' ? c.createdAt : (c.decidedAt ?? c.createdAt))}
              {c.requestedByName && <div className="dir-muted">{c.requestedByName}</div>}
              {c.reason && <div className="dir-muted">{c.reason}</div>}
            </span>
          ),
        },
        {
          title: t('car.sticker'),
          key: 'sticker',
          render: (_, c) =>
            c.sticker ? (
              <span>
                <Tag color={STICKER_COLOURS[c.sticker.state]}>
                  {t(`car.stickerStates.${c.sticker.state}`)}
                </Tag>
                <div>{c.sticker.number}</div>
                <div className="dir-muted">{t('car.until', { date: formatDate(c.sticker.validUntil) })}</div>
              </span>
            ) : (
              <Tag>{t('car.stickerStates.NONE')}</Tag>
            ),
        },
        { title: t('common.actions'), key: 'actions', render: (_, c) => <CarActions car={c} /> },
      ]}
    />
  );
}
