import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../format';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 24-hour HH:MM typed as text: a native time input shows AM/PM in some locales and is too wide. */
const CLOCK_INPUT = {
  className: 'ch-clock',
  placeholder: 'HH:MM',
  maxLength: 5,
  inputMode: 'numeric',
  dir: 'ltr',
} as const;

/** Seven weekdays, Sunday first: a closed switch, and opening and closing times. */
export function OfficeHoursField() {
  const { t, i18n } = useTranslation('chat');
  const names = weekdayNames(i18n.language);
  return (
    <Form.List name="days">
      {(fields) =>
        fields.map((f, i) => (
          <div key={f.key} className="ch-hours__row" data-testid={`office-day-${i}`}>
            <span>{names[i]}</span>
            <Form.Item name={[f.name, 'isOpen']} valuePropName="checked" noStyle>
              <Switch aria-label={t('preference.openOn', { day: names[i] })} />
            </Form.Item>
            <Form.Item noStyle dependencies={[['days', f.name, 'isOpen']]}>
              {({ getFieldValue }) =>
                !getFieldValue(['days', f.name, 'isOpen']) ? (
                  <span className="cc-muted">{t('preference.closedAllDay')}</span>
                ) : (
                  <div className="ch-hours__times">
                    <Form.Item
                      name={[f.name, 'open']}
                      rules={[{ required: true, pattern: CLOCK, message: t('validation.clock') }]}
                    >
                      <Input {...CLOCK_INPUT} aria-label={t('preference.opensOn', { day: names[i] })} />
                    </Form.Item>
                    <span>–</span>
                    <Form.Item
                      name={[f.name, 'close']}
                      dependencies={[['days', f.name, 'open']]}
                      rules={[
                        { required: true, pattern: CLOCK, message: t('validation.clock') },
                        ({ getFieldValue: get }) => ({
                          validator: (_, close: string) =>
                            !close || close > get(['days', f.name, 'open'])
                              ? Promise.resolve()
                              : Promise.reject(new Error(t('validation.closeAfterOpen'))),
                        }),
                      ]}
                    >
                      <Input {...CLOCK_INPUT} aria-label={t('preference.closesOn', { day: names[i] })} />
                    </Form.Item>
                  </div>
                )
              }
            </Form.Item>
          </div>
        ))
      }
    </Form.List>
  );
}
