import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayNames } from '../format';
import { ClockInput } from './clock-input';

/**
 * Opening hours per weekday, Sunday first like the contract: a switch for open, and the opening
 * and closing times. A closing at or before the opening runs past midnight (a late BBQ area).
 */
export function HoursField() {
  const { t, i18n } = useTranslation('facilitybooking');
  const names = weekdayNames(i18n.language, 'long');
  return (
    <fieldset className="fb-hours" aria-label={t('form.hours')}>
      {names.map((name, i) => (
        <Form.Item key={name} noStyle dependencies={[['hours', i, 'open']]}>
          {({ getFieldValue }) => {
            const open = getFieldValue(['hours', i, 'open']) as boolean;
            return (
              <>
                <span>{name}</span>
                <Form.Item name={['hours', i, 'open']} valuePropName="checked" noStyle>
                  <Switch
                    aria-label={t('form.openOn', { day: name })}
                    checkedChildren={t('form.open')}
                    unCheckedChildren={t('form.closed')}
                  />
                </Form.Item>
                <span className="fb-hours__times">
                  {open && (
                    <>
                      <Form.Item name={['hours', i, 'from']} noStyle>
                        <ClockInput aria-label={t('form.opensOn', { day: name })} />
                      </Form.Item>
                      –
                      <Form.Item name={['hours', i, 'to']} noStyle>
                        <ClockInput aria-label={t('form.closesOn', { day: name })} />
                      </Form.Item>
                    </>
                  )}
                </span>
              </>
            );
          }}
        </Form.Item>
      ))}
    </fieldset>
  );
}
