import type { TokenRequest } from '@cc/contracts/session';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLanguage } from '../../shared/i18n/load-language';
import { signInErrorKey } from './sign-in-errors';

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Signs in (with a password, or with the code a social sign-in brought back), loads the session,
 * applies the user's language, and returns to where they were going.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; error?: string; provider?: string } | null>(null);

  const signIn = ({ email, password, remember }: SignInValues) =>
    complete({ grant_type: 'password', username: email.trim(), password }, remember);

  /** The social sign-in's one-time code, traded at the token endpoint like a password. */
  const signInWithCode = (code: string, remember: boolean) =>
    complete({ grant_type: 'authorization_code', code }, remember);

  async function complete(request: TokenRequest, remember: boolean) {
    setBusy(true);
    setError(null);
    let stage: 'token' | 'load' = 'token';
    try {
      // The session code (and the contracts' zod) load with the first submit, not with the screen.
      const [{ requestToken }, { establishSession }] = await Promise.all([
        import('../../shared/api/tokens'),
        import('../../shared/session/establish-session'),
      ]);
      const tokens = await requestToken(request);
      stage = 'load';
      const lang = await establishSession(tokens, remember);
      if (lang) await applyLanguage(lang);
      const from = (location.state as { from?: { pathname: string; search?: string } } | null)?.from;
      navigate(from ? `${from.pathname}${from.search ?? ''}` : '/dashboard', { replace: true });
    } catch (e) {
      setError(signInErrorKey(e, stage));
      setBusy(false);
    }
  }

  return { signIn, signInWithCode, busy, error, setError };
}
