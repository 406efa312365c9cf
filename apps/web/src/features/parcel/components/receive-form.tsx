import { Alert, Button, Checkbox, Form, Input, type InputRef, Select, Space } from 'antd';
import type { RefSelectProps } from 'antd/es/select';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carrierOptions, typeOptions } from './choice-options';
import { parcelFieldRules } from './field-rules';
import { PhotoInput } from './photo-input';
import { type RecipientChoice, RecipientPicker } from './recipient-picker';

export interface ReceiveValues {
  trackingNo: string;
  carrier?: string;
  type?: string;
  recipient?: RecipientChoice | null;
  recipientName?: string;
  recipientPhone?: string;
  note?: string;
  printNotice?: boolean;
}

interface Props {
  types: readonly string[];
  carriers: readonly string[];
  initial: Pick<ReceiveValues, 'carrier' | 'type'>;
  saving: boolean;
  /** Resolves true when saved: the form then clears for the next parcel. */
  onSave: (values: ReceiveValues, photo: File | null) => Promise<boolean>;
  /** Asked when tracking number leaves its field, to warn of a parcel already waiting. */
  onTracking: (trackingNo: string) => void;
  duplicateWarning: string | null;
}

/**
 * The receive form, built for a barcode scanner: focus starts in tracking number; Enter moves
 * on to the next empty field and, on the last one, saves; after a save it clears and focus
 * returns to tracking number. Carrier and type stay as they were: parcels come in batches.
 */
export function ReceiveForm({
  types,
  carriers,
  initial,
  saving,
  onSave,
  onTracking,
  duplicateWarning,
}: Props) {
  const { t } = useTranslation('parcel');
  const rules = parcelFieldRules(t);
  const [form] = Form.useForm<ReceiveValues>();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const tracking = useRef<InputRef>(null);
  const carrier = useRef<RefSelectProps>(null);
  const type = useRef<RefSelectProps>(null);
  const recipient = useRef<RefSelectProps>(null);
  const name = useRef<InputRef>(null);
  const note = useRef<InputRef>(null);
  const chosen = Form.useWatch('recipient', form);
  const needsName = chosen && !chosen.userID;

  /** The next field the desk still has to fill, in the form's order; null when all are filled. */
  const nextEmpty = () => {
    const v = form.getFieldsValue();
    if (!v.carrier) return carrier.current;
    if (!v.type) return type.current;
    if (!v.recipient) return recipient.current;
    if (!v.recipient.userID && !v.recipientName?.trim()) return name.current;
    return null;
  };
  const moveOn = (e: KeyboardEvent, fallback: { focus: () => void } | null) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const next = nextEmpty();
    if (next) next.focus();
    else if (fallback) fallback.focus();
    else form.submit();
  };

  const submit = async (v: ReceiveValues) => {
    if (!(await onSave(v, photo))) return;
    form.resetFields(['trackingNo', 'recipient', 'recipientName', 'recipientPhone', 'note', 'printNotice']);
    setPhoto(null);
    setPhotoKey((k) => k + 1);
    tracking.current?.focus();
  };

  return (
    <Form<ReceiveValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={() => nextEmpty()?.focus()}
      className="parcel-receive__form"
      data-testid="receive-form"
    >
      <Form.Item name="trackingNo" label={t('fields.trackingNo')} rules={rules.trackingNo}>
        <Input
          ref={tracking}
          autoFocus
          autoComplete="off"
          inputMode="text"
          onBlur={(e) => onTracking(e.target.value.trim())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onTracking((e.target as HTMLInputElement).value.trim());
            moveOn(e, recipient.current);
          }}
        />
      </Form.Item>
      {duplicateWarning && (
        // The wrapper carries the test id: antd's Alert does not pass unknown props to the DOM.
        <div data-testid="duplicate-warning" className="parcel-receive__dup">
          <Alert type="warning" showIcon title={duplicateWarning} />
        </div>
      )}
      <div className="parcel-form-row">
        <Form.Item name="carrier" label={t('fields.carrier')} rules={rules.carrier}>
          <Select
            ref={carrier}
            showSearch={{ optionFilterProp: 'label' }}
            options={carrierOptions(carriers)}
            onSelect={() => setTimeout(() => (nextEmpty() ?? note.current)?.focus())}
          />
        </Form.Item>
        <Form.Item name="type" label={t('fields.type')} rules={rules.type}>
          <Select
            ref={type}
            showSearch={{ optionFilterProp: 'label' }}
            options={typeOptions(t, types)}
            onSelect={() => setTimeout(() => (nextEmpty() ?? note.current)?.focus())}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="recipient"
        label={t('fields.recipient')}
        extra={t('receive.recipientHelp')}
        rules={rules.recipient}
      >
        <RecipientPicker
          selectRef={recipient}
          onChange={(c) => {
            // After the pick, the next thing to type: the name for a unit without the app, else a note.
            if (c) setTimeout(() => (c.userID ? note.current : name.current)?.focus());
          }}
        />
      </Form.Item>
      {needsName && (
        <div className="parcel-form-row">
          <Form.Item name="recipientName" label={t('fields.recipientName')} rules={rules.personName}>
            <Input ref={name} onKeyDown={(e) => moveOn(e, note.current)} />
          </Form.Item>
          <Form.Item name="recipientPhone" label={t('fields.phoneOptional')} rules={rules.phone}>
            <Input type="tel" inputMode="tel" onKeyDown={(e) => moveOn(e, note.current)} />
          </Form.Item>
        </div>
      )}
      <Form.Item name="note" label={t('fields.noteOptional')} rules={rules.note}>
        <Input ref={note} onKeyDown={(e) => moveOn(e, null)} />
      </Form.Item>
      <Form.Item label={t('fields.photoOptional')}>
        <PhotoInput key={photoKey} onChange={setPhoto} />
      </Form.Item>
      <Form.Item name="printNotice" valuePropName="checked">
        <Checkbox>{t('receive.printNotice')}</Checkbox>
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="receive-save">
          {t('receive.save')}
        </Button>
        <span className="parcel-muted">{t('receive.enterHint')}</span>
      </Space>
    </Form>
  );
}
