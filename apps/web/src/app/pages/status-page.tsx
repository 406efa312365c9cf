import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/use-session';
import '../../shared/ui/plain.css';

interface Props {
  code: string;
  title: string;
  body: ReactNode;
  testId: string;
}

/** The 404 and 500 screens: a big code, what happened, and a way back home (plain, no antd). */
export function StatusContent({ code, title, body, testId }: Props) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { signedIn } = useSession();
  return (
    <section className="status-page" data-testid={testId}>
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__body">{body}</p>
      <button
        type="button"
        className="cc-btn cc-btn--primary cc-btn--large"
        onClick={() => navigate(signedIn ? '/dashboard' : '/')}
      >
        {t('common.backHome')}
      </button>
    </section>
  );
}

/** A public status page stands alone on the screen, centred. */
export function StandalonePage({ children }: { children: ReactNode }) {
  return <main className="standalone-page">{children}</main>;
}
