import {
  type DocumentSetting,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  SLIP_TEXT_MAX,
} from '@cc/contracts/vms-admin-settings';
import { ID_DOCUMENT_TYPES } from '@cc/contracts/vms-id';
import { Checkbox, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettingForm } from './setting-form';
import { useSaveDocumentSetting } from './settings-api';

/** The entry slip's texts, the ID documents the gate accepts, and how long visitors' details are kept. */
export function DocumentForm({ setting, editable }: { setting: DocumentSetting; editable: boolean }) {
  const { t } = useTranslation('vms-settings');
  const save = useSaveDocumentSetting();
  const slipText = (name: 'slipHeader' | 'slipFooter') => (
    <Form.Item
      name={name}
      label={t(`documents.${name}`)}
      rules={[{ max: SLIP_TEXT_MAX, message: t('validation.textMax', { max: SLIP_TEXT_MAX }) }]}
    >
      <Input.TextArea rows={2} />
    </Form.Item>
  );
  return (
    <SettingForm<DocumentSetting, DocumentSetting>
      name="vms-documents"
      title={t('documents.title')}
      initialValues={setting}
      editable={editable}
      save={save}
      toInput={(v) => ({ ...v, slipHeader: v.slipHeader.trim(), slipFooter: v.slipFooter.trim() })}
    >
      {slipText('slipHeader')}
      {slipText('slipFooter')}
      <Form.Item
        name="acceptedDocuments"
        label={t('documents.acceptedDocuments')}
        rules={[{ type: 'array', min: 1, required: true, message: t('validation.documents') }]}
      >
        <Checkbox.Group options={ID_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`document.${d}`) }))} />
      </Form.Item>
      <Form.Item
        name="retentionDays"
        label={t('documents.retentionDays')}
        extra={t('documents.retentionHelp')}
        rules={[
          { required: true, message: t('validation.required') },
          {
            type: 'number',
            min: RETENTION_DAYS_MIN,
            max: RETENTION_DAYS_MAX,
            message: t('validation.range', {
              min: RETENTION_DAYS_MIN,
              max: RETENTION_DAYS_MAX.toLocaleString(),
            }),
          },
        ]}
      >
        <InputNumber
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          precision={0}
          addonAfter={t('unit.days')}
          style={{ width: 200 }}
        />
      </Form.Item>
    </SettingForm>
  );
}
