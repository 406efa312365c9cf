import { Alert, Input, List, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../shared/i18n/format-date';
import { errorText } from '../../directory-rules';
import { useLookup } from '../api/cars';

const COLOURS = { VALID: 'green', EXPIRED: 'orange', VOID: 'red', NONE: 'default' } as const;

/** What the gate asks: the digits on a plate, a fragment, or a scanned QR -> unit and sticker state. */
export function CarLookup() {
  const { t } = useTranslation('directory');
  const [q, setQ] = useState('');
  const hits = useLookup(q);
  return (
    <section className="cc-card" aria-labelledby="car-lookup-title">
      <h2 id="car-lookup-title" className="dir-subtitle">
        {t('car.lookup.title')}
      </h2>
      <Input.Search
        allowClear
        placeholder={t('car.lookup.placeholder')}
        aria-label={t('car.lookup.placeholder')}
        onSearch={(v) => setQ(v.trim())}
      />
      {hits.error && <Alert type="error" showIcon title={errorText(hits.error)} />}
      {q && (
        <List
          data-testid="car-lookup-hits"
          loading={hits.isFetching}
          dataSource={hits.data ?? []}
          locale={{ emptyText: t('car.lookup.none') }}
          renderItem={(h) => (
            <List.Item>
              <span>
                <strong className="car-plate">{h.plateNo ?? '–'}</strong> {h.province ?? ''}{' '}
                {h.unitNo && t('car.lookup.unit', { unitNo: h.unitNo })}
                <div className="dir-muted">
                  {[h.brand, h.colour].filter(Boolean).join(' · ')}
                  {h.stickerNumber && ` · ${h.stickerNumber}`}
                  {h.validUntil && ` · ${t('car.until', { date: formatDate(h.validUntil) })}`}
                </div>
              </span>
              <Tag color={COLOURS[h.state]}>{t(`car.stickerStates.${h.state}`)}</Tag>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
