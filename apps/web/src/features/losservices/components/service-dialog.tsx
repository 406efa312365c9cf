import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_KINDS,
  SERVICE_NAME_MAX,
  type Service,
  type ServiceKind,
} from '@cc/contracts/losservices';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { type ServiceInput, usePartners, useSaveService } from '../api/losservices';

interface Values {
  kind: ServiceKind;
  name: string;
  description?: string;
  priceBaht: number;
  source: 'partner' | 'local';
  partnerID?: string;
  vendorName?: string;
  vendorEmail?: string;
}

/** Baht as typed to whole satang, without floating-point drift (19.99 -> 1999). */
export const bahtToSatang = (baht: number) => Math.round(baht * 100);

/** Adds a partner's service or a local vendor; edits a service's card (not who does the work). */
export function ServiceDialog({
  open,
  service,
  onClose,
}: {
  open: boolean;
  service: Service | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('losservices');
  const save = useSaveService();
  const partners = usePartners(open && !service);
  const editing = Boolean(service);
  return (
    <FormDialog<Values, ServiceInput>
      name="service"
      open={open}
      title={editing ? t('actions.edit') : t('actions.add')}
      okText={t('save')}
      cancelText={t('shared:common.cancel')}
      savedText={t('saved')}
      initialValues={
        service
          ? {
              kind: service.kind,
              name: service.name,
              description: service.description,
              priceBaht: service.fromPriceSatang / 100,
              source: service.partnerID ? 'partner' : 'local',
            }
          : { kind: 'CLEANING', source: 'local' }
      }
      save={save}
      toInput={(v) => ({
        serviceID: service?.serviceID,
        kind: v.kind,
        name: v.name.trim(),
        description: (v.description ?? '').trim(),
        fromPriceSatang: bahtToSatang(v.priceBaht),
        ...(v.source === 'partner'
          ? { partnerID: v.partnerID }
          : { vendorName: v.vendorName?.trim(), vendorEmail: v.vendorEmail?.trim() }),
      })}
      onClose={onClose}
      focus="name"
    >
      <Form.Item
        name="kind"
        label={t('fields.kind')}
        rules={[{ required: true, message: t('validation.required') }]}
      >
        <Select options={SERVICE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { max: SERVICE_NAME_MAX, message: t('validation.required') },
        ]}
      >
        <Input maxLength={SERVICE_NAME_MAX} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')}>
        <Input.TextArea rows={2} maxLength={SERVICE_DESCRIPTION_MAX} />
      </Form.Item>
      <Form.Item
        name="priceBaht"
        label={t('fields.price')}
        rules={[
          { required: true, message: t('validation.price') },
          {
            validator: (_, v: number | null) =>
              v === null || v === undefined || (v >= 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.price'))),
          },
        ]}
      >
        <InputNumber min={0} max={1_000_000} step={50} style={{ inlineSize: '100%' }} />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item name="source" label={t('fields.source')}>
            <Radio.Group
              options={[
                { value: 'local', label: t('fields.local') },
                { value: 'partner', label: t('fields.partner') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['source']}>
            {({ getFieldValue }) =>
              getFieldValue('source') === 'partner' ? (
                <Form.Item
                  name="partnerID"
                  label={t('fields.partner')}
                  rules={[{ required: true, message: t('validation.partner') }]}
                >
                  <Select
                    loading={partners.isPending}
                    options={(partners.data ?? []).map((p) => ({ value: p.partnerID, label: p.name }))}
                  />
                </Form.Item>
              ) : (
                <>
                  <Form.Item
                    name="vendorName"
                    label={t('fields.vendorName')}
                    rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
                  >
                    <Input maxLength={SERVICE_NAME_MAX} />
                  </Form.Item>
                  <Form.Item
                    name="vendorEmail"
                    label={t('fields.vendorEmail')}
                    rules={[{ required: true, type: 'email', message: t('validation.email') }]}
                  >
                    <Input type="email" />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
