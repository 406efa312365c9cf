import type { couponOwnerSchema } from '@cc/contracts/vms-coupon-records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageOf } from '../../../shared/api/api-error';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID } from '../../../shared/session/use-community';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useOwners, useSaveOwner } from './coupon-api';

type Owner = z.infer<typeof couponOwnerSchema>;
interface OwnerValues {
  unitID: string;
  canOrder: boolean;
  discountPercent: number;
  monthlyQuota: number | null;
}

/** The units set up as coupon owners: who may order, their discount and monthly quota. */
export function OwnersPanel() {
  const { t } = useTranslation('coupons');
  const { data, error, isPending } = useOwners();
  const [editing, setEditing] = useState<Owner | 'new' | null>(null);
  return (
    <section aria-label={t('parts.owners')}>
      <div className="coupons__bar">
        <p className="coupons__muted">{t('owners.intro')}</p>
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('owners.add')}
        </Button>
      </div>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} />}
      <Table<Owner>
        rowKey="unitID"
        loading={isPending}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('owners.none') }}
        columns={[
          { title: t('batch.unit'), dataIndex: 'unitNo' },
          {
            title: t('owners.canOrder'),
            dataIndex: 'canOrder',
            render: (v: boolean) => (
              <Tag color={v ? 'green' : 'default'}>{v ? t('owners.yes') : t('owners.no')}</Tag>
            ),
          },
          { title: t('owners.discount'), dataIndex: 'discountPercent', render: (v: number) => `${v}%` },
          {
            title: t('owners.quota'),
            dataIndex: 'monthlyQuota',
            render: (v: number | null) => (v === null ? t('owners.noLimit') : v),
          },
          {
            title: '',
            key: 'edit',
            render: (_, o) => (
              <Button size="small" onClick={() => setEditing(o)}>
                {t('actions.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <OwnerDialog owner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function OwnerDialog({ owner, onClose }: { owner: Owner | null; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const communityID = useCommunityID();
  const [q, setQ] = useState('');
  const units = useQuery({ ...unitSearchQuery(communityID, q.trim()), enabled: !owner });
  const save = useSaveOwner();
  return (
    <FormDialog<OwnerValues, Parameters<typeof save.mutate>[0]>
      name="coupon_owner"
      open
      title={owner ? t('owners.editTitle', { unit: owner.unitNo }) : t('owners.add')}
      okText={t('actions.save')}
      cancelText={t('actions.close')}
      savedText={t('saved')}
      initialValues={owner ?? { canOrder: true, discountPercent: 0, monthlyQuota: null }}
      save={save}
      toInput={(v) => ({
        unitID: owner?.unitID ?? v.unitID,
        canOrder: v.canOrder,
        discountPercent: v.discountPercent ?? 0,
        monthlyQuota: v.monthlyQuota ?? null,
      })}
      onClose={onClose}
      focus={owner ? 'discountPercent' : 'unitID'}
    >
      {!owner && (
        <Form.Item
          name="unitID"
          label={t('batch.unit')}
          rules={[{ required: true, message: t('rules.owner') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setQ }}
            loading={units.isFetching}
            options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
          />
        </Form.Item>
      )}
      <Form.Item name="canOrder" label={t('owners.canOrder')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="discountPercent"
        label={t('owners.discount')}
        rules={[{ type: 'integer', min: 0, max: 100, message: t('rules.discount') }]}
      >
        <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="monthlyQuota"
        label={t('owners.quota')}
        extra={t('owners.quotaHint')}
        rules={[{ type: 'integer', min: 1, max: 100_000, message: t('rules.quota') }]}
      >
        <InputNumber min={1} max={100_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
