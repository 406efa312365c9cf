import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageOf } from '../../../shared/api/api-error';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID } from '../../../shared/session/use-community';
import { DatePicker } from '../../../shared/ui/date-picker';
import { useCreateBill } from '../api/billing';

interface Values {
  unitID: string;
  period: Dayjs;
}

/** One unit's bill from the charge settings; the new bill's page opens once it is made. */
export function OneBillForm() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const communityID = useCommunityID();
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(communityID, q));
  const create = useCreateBill();
  const submit = (v: Values) =>
    create.mutate(
      { unitID: v.unitID, period: v.period.format('YYYY-MM') },
      {
        onSuccess: (bill) => navigate(`/dashboard/billing/list/detail/${bill.billID}`),
        onError: (e) => void message.error(errorMessageOf(e)),
      },
    );
  return (
    <Form<Values> name="one-bill" layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item
        name="unitID"
        label={t('bill.unit')}
        rules={[{ required: true, message: t('one.unitRequired') }]}
      >
        <Select
          showSearch
          placeholder={t('one.unitSearch')}
          filterOption={false}
          onSearch={setQ}
          loading={units.isFetching}
          options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
        />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('bill.period')}
        rules={[{ required: true, message: t('run.periodRequired') }]}
      >
        <DatePicker picker="month" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('one.create')}
      </Button>
    </Form>
  );
}
