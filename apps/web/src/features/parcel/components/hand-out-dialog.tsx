import type { Collector, Parcel } from '@cc/contracts/parcel';
import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRecipients } from '../api/receive';
import { useHandOut } from '../api/status-changes';
import { errorText } from '../parcel-labels';
import { parcelFieldRules } from './field-rules';

interface Values {
  kind: 'RESIDENT' | 'PROXY';
  userID?: string;
  name?: string;
  phone?: string;
  note?: string;
}

/**
 * Records who collected one or more parcels of one unit: a resident of the unit, or a named
 * proxy with a phone. The API hands out all or none and notifies the unit's residents.
 */
export function HandOutDialog({ parcels, onClose }: { parcels: Parcel[]; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('parcel');
  const rules = parcelFieldRules(t);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const handOut = useHandOut();
  const unit = parcels[0]!;
  const units = new Set(parcels.map((p) => p.unitID));
  const residents = useRecipients(unit.unitNo).data?.find((u) => u.unitID === unit.unitID)?.residents ?? [];
  const kind = Form.useWatch('kind', form);
  const defaultUser = parcels.find((p) => p.recipientUserID)?.recipientUserID ?? undefined;

  const submit = async (v: Values) => {
    const collector: Collector =
      v.kind === 'RESIDENT'
        ? { kind: 'RESIDENT', userID: v.userID! }
        : { kind: 'PROXY', name: v.name!.trim(), phone: v.phone!.trim() };
    try {
      await handOut.mutateAsync({
        parcelIDs: parcels.map((p) => p.parcelID),
        collector,
        note: v.note?.trim() || undefined,
      });
      void message.success(t('handOut.done', { count: parcels.length, unit: unit.unitNo }));
      onClose(true);
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  return (
    <Modal
      open
      title={t('handOut.title', { count: parcels.length, unit: unit.unitNo })}
      okText={t('handOut.confirm', { count: parcels.length })}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      confirmLoading={handOut.isPending}
      okButtonProps={{ disabled: units.size > 1, 'data-testid': 'hand-out-confirm' }}
      destroyOnHidden
    >
      {units.size > 1 && <Alert type="error" showIcon title={t('handOut.oneUnit')} />}
      <p className="parcel-muted">{parcels.map((p) => t('fields.noValue', { no: p.no })).join(', ')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kind: defaultUser || !residents.length ? 'RESIDENT' : 'PROXY', userID: defaultUser }}
      >
        <Form.Item name="kind" label={t('handOut.collector')}>
          <Radio.Group
            options={[
              { value: 'RESIDENT', label: t('handOut.resident') },
              { value: 'PROXY', label: t('handOut.proxy') },
            ]}
          />
        </Form.Item>
        {kind !== 'PROXY' ? (
          <Form.Item
            name="userID"
            label={t('handOut.whichResident')}
            rules={[{ required: true, message: t('validation.collectorRequired') }]}
          >
            <Select
              options={residents.map((r) => ({
                value: r.userID,
                label: `${r.name}${r.mobile ? ` · ${r.mobile}` : ''}`,
              }))}
              notFoundContent={t('handOut.noResidents')}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="name" label={t('handOut.proxyName')} rules={rules.personName}>
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('handOut.proxyPhone')}
              rules={[{ required: true, message: t('validation.phoneRequired') }, ...rules.phone]}
            >
              <Input type="tel" inputMode="tel" autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item name="note" label={t('fields.noteOptional')} rules={rules.note}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
