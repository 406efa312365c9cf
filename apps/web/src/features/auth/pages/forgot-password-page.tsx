import { sessionOps } from '@cc/contracts/session';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callOp } from '../../../shared/api/api-client';
import { authRules } from '../auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { publicCallError } from '../public-call-error';

/** /forgotpassword: the server always answers yes, so nobody learns which e-mails have accounts. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<{ key: string; error?: string } | null>(null);

  async function submit({ email }: { email: string }) {
    setState('busy');
    setError(null);
    try {
      await callOp(sessionOps.forgotPassword, { auth: false, body: { email: email.trim() } });
      setState('sent');
    } catch (e) {
      setError(publicCallError(e));
      setState('idle');
    }
  }

  return (
    <AuthLayout title={t('forgot.title')}>
      {state === 'sent' ? (
        <Alert
          type="success"
          showIcon
          title={t('forgot.sent')}
          className="auth__row"
          data-testid="forgot-sent"
        />
      ) : (
        <>
          <p>{t('forgot.intro')}</p>
          {error && (
            <Alert type="error" showIcon title={t(error.key, { error: error.error })} className="auth__row" />
          )}
          <Form layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item name="email" label={t('fields.email')} rules={authRules(t).email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={state === 'busy'}>
              {t('forgot.submit')}
            </Button>
          </Form>
        </>
      )}
      <p className="auth__footer">
        <Link to="/signin">{t('forgot.back')}</Link>
      </p>
    </AuthLayout>
  );
}
