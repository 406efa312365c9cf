import { AppleFilled, FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/app-config';

const PROVIDERS = [
  { id: 'facebook', name: 'Facebook', Icon: FacebookFilled },
  { id: 'apple', name: 'Apple', Icon: AppleFilled },
  { id: 'google', name: 'Google', Icon: GoogleOutlined },
] as const;

/**
 * Spec 2: three social sign-in options. A provider the server has not configured is shown but
 * disabled, with the reason in text (a disabled button cannot show a tooltip to keyboard users).
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const { data } = useAppConfig();
  const configured = (id: (typeof PROVIDERS)[number]['id']) => data?.socialProviders[id] === true;
  const anyOff = PROVIDERS.some((p) => !configured(p.id));
  return (
    <section className="auth__social" aria-labelledby="social-heading">
      <div className="cc-divider" id="social-heading">
        {t('signIn.socialHeading')}
      </div>
      {PROVIDERS.map(({ id, name, Icon }) => (
        <button
          key={id}
          type="button"
          className="cc-btn cc-btn--block"
          disabled={!configured(id)}
          aria-describedby={configured(id) ? undefined : 'social-reason'}
          data-testid={`social-${id}`}
        >
          <Icon aria-hidden />
          {t('signIn.socialWith', { provider: name })}
        </button>
      ))}
      {anyOff && (
        <p id="social-reason" className="auth__social-reason">
          {t('signIn.socialUnavailable')}
        </p>
      )}
    </section>
  );
}
