import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthLayout } from '../components/auth-layout';
import { SocialSignIn } from '../components/social-sign-in';
import { TextField } from '../components/text-field';
import { readSocialReturn, takeRememberChoice } from '../social-return';
import { useSignIn } from '../use-sign-in';
import '../../../shared/ui/plain.css';

/**
 * / and /signin: e-mail and password, remember me, forgot password, sign up, social options.
 * Plain elements, not antd: this is the first screen and has a 170 KB JavaScript budget.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { signIn, signInWithCode, busy, error, setError } = useSignIn();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [touched, setTouched] = useState(false);
  const emailError = touched && !email.trim() ? t('validation.emailRequired') : undefined;
  const passwordError = touched && !password ? t('validation.passwordRequired') : undefined;

  // Back from a social provider: trade its one-time code, or say why it was refused. The
  // fragment is dropped from the address at once, so the code is not left in the history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival on the page, whatever re-renders.
  useEffect(() => {
    const back = readSocialReturn(window.location.hash, window.location.search);
    if (!back) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if ('code' in back) void signInWithCode(back.code, takeRememberChoice());
    else setError({ key: `errors.social.${back.error}`, provider: back.provider });
  }, []);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (email.trim() && password && !busy) void signIn({ email, password, remember });
  }

  return (
    <AuthLayout title={t('signIn.title')}>
      {notice && <div className="cc-alert cc-alert--success">{t(notice)}</div>}
      {error && (
        <div className="cc-alert cc-alert--error" role="alert">
          {t(error.key, { error: error.error, provider: error.provider })}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('fields.email')}
          icon={<MailOutlined />}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={emailError}
        />
        <TextField
          label={t('fields.password')}
          icon={<LockOutlined />}
          type="password"
          name="password"
          autoComplete="current-password"
          revealable
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
        />
        <div className="auth__row">
          <label className="cc-check">
            <input
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(e) => setRemember(e.target.checked)}
            />
            {t('signIn.remember')}
          </label>
          <Link to="/forgotpassword">{t('signIn.forgot')}</Link>
        </div>
        <button type="submit" className="cc-btn cc-btn--primary cc-btn--large cc-btn--block" aria-busy={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
      <p className="auth__footer">
        {t('signIn.noAccount')} <Link to="/signup">{t('signIn.createAccount')}</Link>
      </p>
      <SocialSignIn remember={remember} />
    </AuthLayout>
  );
}
