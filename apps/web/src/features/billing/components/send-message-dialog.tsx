import {
  MESSAGE_AUDIENCES,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type MessageAudience,
} from '@cc/contracts/billing-message';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildings } from '../../../shared/residence/buildings-query';
import { unitSearchQuery } from '../../../shared/residence/units-query';
import { useCommunityID } from '../../../shared/session/use-community';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type SendMessage, useSendMessage } from '../api/messages';
import { type MessageFormValues, toSendInput } from '../message-form-values';

/** Units by number as the office types, one bounded page at a time (a picker never loads them all). */
function UnitPicker(props: {
  value?: MessageFormValues['units'];
  onChange?: (v: MessageFormValues['units']) => void;
  id?: string;
}) {
  const { t } = useTranslation('billing');
  const [q, setQ] = useState('');
  const units = useQuery(unitSearchQuery(useCommunityID(), q));
  return (
    <Select
      {...props}
      mode="multiple"
      labelInValue
      showSearch
      filterOption={false}
      onSearch={setQ}
      placeholder={t('message.unitSearch')}
      loading={units.isFetching}
      options={(units.data ?? []).map((u) => ({ value: u.unitID, label: u.unitNo }))}
    />
  );
}

/**
 * A message to units: every unit, some buildings, picked units, or today's debtors. The server
 * resolves the audience when it sends and refuses one that reaches no unit, saying why.
 */
export function SendMessageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const buildings = useBuildings();
  const send = useSendMessage();
  return (
    <FormDialog<MessageFormValues, SendMessage>
      name="message"
      open={open}
      title={t('message.sendTitle')}
      okText={t('message.sendOk')}
      cancelText={t('common.cancel')}
      savedText={t('message.sent')}
      initialValues={{ audience: 'ALL' }}
      save={send}
      toInput={toSendInput}
      onClose={onClose}
      focus="title"
    >
      <Form.Item
        name="title"
        label={t('message.subject')}
        rules={[
          { required: true, whitespace: true, message: t('message.subjectRequired') },
          { max: MESSAGE_TITLE_MAX, message: t('common.max', { max: MESSAGE_TITLE_MAX }) },
        ]}
      >
        <Input maxLength={MESSAGE_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('message.body')}
        rules={[
          { required: true, whitespace: true, message: t('message.bodyRequired') },
          { max: MESSAGE_BODY_MAX, message: t('common.max', { max: MESSAGE_BODY_MAX }) },
        ]}
      >
        <Input.TextArea rows={5} maxLength={MESSAGE_BODY_MAX} showCount />
      </Form.Item>
      <Form.Item name="audience" label={t('message.audience')}>
        <Radio.Group
          optionType="button"
          options={MESSAGE_AUDIENCES.map((a) => ({ value: a, label: t(`message.audiences.${a}`) }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['audience']}>
        {({ getFieldValue }) => {
          const audience = getFieldValue('audience') as MessageAudience;
          if (audience === 'BUILDINGS')
            return (
              <Form.Item
                name="buildingIDs"
                label={t('message.buildings')}
                rules={[{ required: true, message: t('message.buildingsRequired') }]}
              >
                <Select
                  mode="multiple"
                  options={(buildings.data ?? []).map((b) => ({ value: b.buildingID, label: b.name }))}
                />
              </Form.Item>
            );
          if (audience === 'UNITS')
            return (
              <Form.Item
                name="units"
                label={t('message.units')}
                rules={[{ required: true, message: t('message.unitsRequired') }]}
              >
                <UnitPicker />
              </Form.Item>
            );
          if (audience === 'DEBTORS')
            return (
              <Form.Item
                name="minOverdueBaht"
                label={t('message.minOverdue')}
                extra={t('message.debtorsHelp')}
              >
                <InputNumber min={0} step={100} precision={2} style={{ width: 200 }} />
              </Form.Item>
            );
          return <p className="cc-muted">{t('message.allHelp')}</p>;
        }}
      </Form.Item>
    </FormDialog>
  );
}
