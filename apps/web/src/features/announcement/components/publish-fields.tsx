import { Form, Radio, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { nowWall } from '../../../shared/i18n/zoned-time';
import { DatePicker } from '../../../shared/ui/date-picker';

const FORMAT = 'YYYY-MM-DD HH:mm';

/** Publish now or at a time, an optional expiry and the pin; times in the community's zone. */
export function PublishFields({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('announcement');
  const when = Form.useWatch<'NOW' | 'SCHEDULE'>('when');
  const beforeNow = (d: Dayjs) => d.endOf('day').isBefore(nowWall(timeZone));
  return (
    <>
      <Form.Item name="when" label={t('form.when')} extra={t('form.zoneHint', { zone: timeZone })}>
        <Radio.Group
          options={[
            { value: 'NOW', label: t('form.now') },
            { value: 'SCHEDULE', label: t('form.schedule') },
          ]}
        />
      </Form.Item>
      {when === 'SCHEDULE' && (
        <Form.Item
          name="publishAt"
          label={t('form.publishAt')}
          rules={[
            { required: true, message: t('validation.publishAt') },
            {
              validator: (_, v: Dayjs | null) =>
                !v || v.isAfter(nowWall(timeZone))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.publishAtPast'))),
            },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={FORMAT} disabledDate={beforeNow} />
        </Form.Item>
      )}
      <Form.Item
        name="expiresAt"
        label={t('form.expiresAt')}
        dependencies={['publishAt', 'when']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v: Dayjs | null) => {
              if (!v) return Promise.resolve();
              const start: Dayjs | null =
                getFieldValue('when') === 'SCHEDULE' ? getFieldValue('publishAt') : nowWall(timeZone);
              return !start || v.isAfter(start)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.expiresAt')));
            },
          }),
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={FORMAT}
          disabledDate={beforeNow}
          placeholder={t('form.noExpiry')}
        />
      </Form.Item>
      <Form.Item name="pinned" label={t('form.pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
