import type { Parcel } from '@cc/contracts/parcel';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCorrectParcel } from '../api/correct';
import { useParcelSettings } from '../api/settings';
import { type CorrectionValues, correctionOf, correctionValues } from '../correction';
import { errorText } from '../parcel-labels';
import { carrierOptions, typeOptions } from './choice-options';
import { parcelFieldRules } from './field-rules';
import { type PhotoChange, PhotoCorrection } from './photo-correction';
import { RecipientPicker } from './recipient-picker';

/**
 * Corrects a waiting parcel keyed in wrong: tracking, carrier, type, recipient (another unit
 * is told it has a parcel), note and photo. Only what changed is sent.
 */
export function CorrectDialog({ parcel: p, onClose }: { parcel: Parcel; onClose: (done: boolean) => void }) {
  const { t } = useTranslation('parcel');
  const rules = parcelFieldRules(t);
  const { message } = App.useApp();
  const [form] = Form.useForm<CorrectionValues>();
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const correct = useCorrectParcel();
  const settings = useParcelSettings().data;
  // A carrier or type the community has since dropped still shows for this parcel.
  const carriers = [...new Set([p.carrier, ...(settings?.carriers ?? [])])];
  const types = [...new Set([p.type, ...(settings?.types ?? [])])];
  const recipient = Form.useWatch('recipient', form);
  const needsName = recipient && !recipient.userID;

  const submit = async (v: CorrectionValues) => {
    const change = correctionOf(p, v, photo);
    if (!change) {
      void message.info(t('correct.nothing'));
      return onClose(false);
    }
    try {
      await correct.mutateAsync(change);
      void message.success(t('correct.done', { no: p.no }));
      onClose(true);
    } catch (e) {
      void message.error(errorText(t, e));
    }
  };

  return (
    <Modal
      open
      title={t('correct.title', { no: p.no })}
      okText={t('correct.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      confirmLoading={correct.isPending}
      okButtonProps={{ 'data-testid': 'correct-save' }}
      destroyOnHidden
    >
      <Form<CorrectionValues>
        form={form}
        layout="vertical"
        initialValues={correctionValues(p)}
        onFinish={submit}
        data-testid="correct-form"
      >
        <Form.Item name="trackingNo" label={t('fields.trackingNo')} rules={rules.trackingNo}>
          <Input autoComplete="off" />
        </Form.Item>
        <div className="parcel-form-row">
          <Form.Item name="carrier" label={t('fields.carrier')} rules={rules.carrier}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={carrierOptions(carriers)} />
          </Form.Item>
          <Form.Item name="type" label={t('fields.type')} rules={rules.type}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={typeOptions(t, types)} />
          </Form.Item>
        </div>
        <Form.Item
          name="recipient"
          label={t('fields.recipient')}
          extra={t('correct.recipientHelp')}
          rules={rules.recipient}
        >
          <RecipientPicker />
        </Form.Item>
        {needsName && (
          <div className="parcel-form-row">
            <Form.Item name="recipientName" label={t('fields.recipientName')} rules={rules.personName}>
              <Input />
            </Form.Item>
            <Form.Item name="recipientPhone" label={t('fields.phoneOptional')} rules={rules.phone}>
              <Input type="tel" inputMode="tel" />
            </Form.Item>
          </div>
        )}
        <Form.Item name="note" label={t('fields.noteOptional')} rules={rules.note}>
          <Input />
        </Form.Item>
        <Form.Item label={t('fields.photo')}>
          <PhotoCorrection current={p.photoUrl} value={photo} onChange={setPhoto} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
