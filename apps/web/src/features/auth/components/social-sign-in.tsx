import { AppleFilled, FacebookFilled, GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/app-config';
import { keepRememberChoice, PROVIDER_NAMES } from '../social-return';

const PROVIDERS = [
  { id: 'facebook', Icon: FacebookFilled },
  { id: 'apple', Icon: AppleFilled },
  { id: 'google', Icon: GoogleOutlined },
] as const;

/**
 * Spec 2: the social sign-in options. Only the providers the server has configured are offered;
 * with none, the section is not there at all. Each is a plain link: the browser leaves for the
 * provider (through the API's start route) and comes back to this page.
 */
export function SocialSignIn({ remember }: { remember: boolean }) {
  const { t } = useTranslation('auth');
  const { data } = useAppConfig();
  const offered = PROVIDERS.filter((p) => data?.socialProviders[p.id] === true);
  if (!offered.length) return null;
  return (
    <section className="auth__social" aria-labelledby="social-heading">
      <div className="cc-divider" id="social-heading">
        {t('signIn.socialHeading')}
      </div>
      {offered.map(({ id, Icon }) => (
        <a
          key={id}
          className="cc-btn cc-btn--block"
          href={`/api/authentication/social/${id}/start`}
          onClick={() => keepRememberChoice(remember)}
          data-testid={`social-${id}`}
        >
          <Icon aria-hidden />
          {t('signIn.socialWith', { provider: PROVIDER_NAMES[id] })}
        </a>
      ))}
    </section>
  );
}
