import { AGM_PLACE_MAX, AGM_URL_MAX } from '@cc/contracts/agmmeeting';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where a meeting is held: the room (required) and the online link (optional), with the contract's limits. */
export function VenueFields() {
  const { t } = useTranslation('agmmeeting');
  return (
    <>
      <Form.Item
        name="place"
        label={t('fields.place')}
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { max: AGM_PLACE_MAX, message: t('validation.max', { max: AGM_PLACE_MAX }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="onlineUrl"
        label={t('fields.onlineUrl')}
        rules={[
          { type: 'url', message: t('validation.url') },
          { max: AGM_URL_MAX, message: t('validation.max', { max: AGM_URL_MAX }) },
        ]}
      >
        <Input dir="ltr" inputMode="url" />
      </Form.Item>
    </>
  );
}
