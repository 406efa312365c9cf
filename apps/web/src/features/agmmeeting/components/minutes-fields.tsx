import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AGM_NAME_MAX, AGM_NOTE_MAX, AGM_SIGNATURES_MAX, type AgmMinutes } from '@cc/contracts/agmmeeting';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The minutes' fields: opening, a note per item in agenda order, closing, signatures. */
export function MinutesFields({ minutes, readOnly }: { minutes: AgmMinutes; readOnly: boolean }) {
  const { t } = useTranslation('agmmeeting');
  // Published minutes are read, not edited: plain readable text, no add or remove buttons.
  const look = readOnly ? ({ readOnly: true, variant: 'filled' } as const) : {};
  const note = [{ max: AGM_NOTE_MAX, message: t('validation.max', { max: AGM_NOTE_MAX }) }];
  const name = [
    { required: true, whitespace: true, message: t('validation.required') },
    { max: AGM_NAME_MAX, message: t('validation.max', { max: AGM_NAME_MAX }) },
  ];
  return (
    <>
      <Form.Item name="opening" label={t('minutes.opening')} rules={note}>
        <Input.TextArea {...look} autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      {minutes.items.map((i) => (
        <Form.Item key={i.itemID} name={['notes', i.itemID]} label={`${i.seq}. ${i.title}`} rules={note}>
          <Input.TextArea {...look} autoSize={{ minRows: 2, maxRows: 10 }} />
        </Form.Item>
      ))}
      <Form.Item name="closing" label={t('minutes.closing')} rules={note}>
        <Input.TextArea {...look} autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.List name="signatures">
        {(fields, { add, remove }) => (
          <fieldset className="agm-instructions">
            <legend>{t('minutes.signatures')}</legend>
            {fields.map((f) => (
              <div key={f.key} className="agm-toolbar">
                <Form.Item name={[f.name, 'name']} label={t('fields.signName')} rules={name}>
                  <Input {...look} />
                </Form.Item>
                <Form.Item name={[f.name, 'role']} label={t('fields.signRole')} rules={name}>
                  <Input {...look} />
                </Form.Item>
                {!readOnly && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(f.name)}
                    aria-label={t('minutes.removeSignature')}
                    style={{ alignSelf: 'center' }}
                  />
                )}
              </div>
            ))}
            {!readOnly && fields.length < AGM_SIGNATURES_MAX && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: '', role: '' })}
                style={{ marginBlockEnd: 16 }}
              >
                {t('minutes.addSignature')}
              </Button>
            )}
          </fieldset>
        )}
      </Form.List>
    </>
  );
}
