import { sessionOps } from '@cc/contracts/session';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { callOp } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { authRules } from '../auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { publicCallError } from '../public-call-error';

/** /resetpassword?token=...: the link from the reset mail; a new password, twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const rules = authRules(t);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; error?: string } | null>(null);

  async function submit({ password }: { password: string }) {
    setBusy(true);
    setError(null);
    try {
      await callOp(sessionOps.resetPassword, { auth: false, body: { token, password } });
      navigate('/signin', { replace: true, state: { notice: 'reset.done' } });
    } catch (e) {
      // A 400 here means the link is bad or used up; say so rather than echo the server.
      setError(
        e instanceof ApiError && e.status === 400 && e.code !== 'WEAK_PASSWORD'
          ? { key: 'reset.badLink' }
          : publicCallError(e),
      );
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('reset.title')}>
      {!token && <Alert type="warning" showIcon title={t('reset.badLink')} className="auth__row" />}
      {error && (
        <Alert type="error" showIcon title={t(error.key, { error: error.error })} className="auth__row" />
      )}
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={!token}>
        <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('fields.confirm')}
          dependencies={['password']}
          rules={rules.confirm}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('reset.submit')}
        </Button>
      </Form>
      <p className="auth__footer">
        <Link to="/forgotpassword">{t('reset.requestNew')}</Link>
      </p>
    </AuthLayout>
  );
}
