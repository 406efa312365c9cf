import { EditOutlined } from '@ant-design/icons';
import type { Service } from '@cc/contracts/losservices';
import { Alert, App, Button, Card, Empty, Skeleton, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServices, useToggleService } from '../api/losservices';

/** Satang as the community's money, in the reader's language. */
export const formatSatang = (satang: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'THB', minimumFractionDigits: 0 }).format(
    satang / 100,
  );

/** The service cards: what residents may order, each switched on or off by the office. */
export function ServiceCards({ canWrite, onEdit }: { canWrite: boolean; onEdit: (s: Service) => void }) {
  const { t, i18n } = useTranslation('losservices');
  const { message } = App.useApp();
  const { data, error, isPending } = useServices();
  const toggle = useToggleService();
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (data.length === 0) return <Empty description={t('emptyServices')} />;
  return (
    <div
      data-testid="losservices-services"
      style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    >
      {data.map((s) => (
        <Card
          key={s.serviceID}
          size="small"
          title={s.name}
          extra={<Tag>{t(`kinds.${s.kind}`)}</Tag>}
          actions={
            canWrite
              ? [
                  <Switch
                    key="on"
                    checked={s.isEnabled}
                    loading={toggle.isPending && toggle.variables?.serviceID === s.serviceID}
                    aria-label={`${t('enabled')}: ${s.name}`}
                    onChange={(isEnabled) =>
                      toggle.mutate(
                        { serviceID: s.serviceID, isEnabled },
                        { onError: (e) => void message.error((e as Error).message) },
                      )
                    }
                  />,
                  <Button key="edit" type="text" icon={<EditOutlined />} onClick={() => onEdit(s)}>
                    {t('actions.edit')}
                  </Button>,
                ]
              : undefined
          }
        >
          <p style={{ fontSize: 18, fontWeight: 600, margin: 0 }}>
            {t('fromPrice', { price: formatSatang(s.fromPriceSatang, i18n.language) })}
          </p>
          <p className="cc-muted" style={{ marginBlock: 4 }}>
            {s.vendorName}
          </p>
          {s.description && <p style={{ marginBlock: 4 }}>{s.description}</p>}
          <p className="cc-muted" style={{ margin: 0 }}>
            {t('openRequests', { count: s.openRequests })}
          </p>
        </Card>
      ))}
    </div>
  );
}
