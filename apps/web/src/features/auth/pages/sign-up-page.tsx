import { sessionOps } from '@cc/contracts/session';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { callOp } from '../../../shared/api/api-client';
import { authRules } from '../auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { publicCallError } from '../public-call-error';

interface Values {
  firstname: string;
  lastname: string;
  email: string;
  mobile?: string;
  password: string;
  confirm: string;
  acceptTerms: boolean;
}

/** /signup: a new account; the terms must be accepted. */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const rules = authRules(t);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ key: string; error?: string } | null>(null);

  async function submit(v: Values) {
    setBusy(true);
    setError(null);
    try {
      const mobile = v.mobile?.trim() || undefined;
      await callOp(sessionOps.signup, {
        auth: false,
        body: {
          email: v.email.trim(),
          password: v.password,
          firstname: v.firstname.trim(),
          lastname: v.lastname.trim(),
          mobile,
          acceptTerms: true,
        },
      });
      navigate('/signin', { state: { notice: 'signUp.done' } });
    } catch (e) {
      setError(publicCallError(e));
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('signUp.title')}>
      {error && (
        <Alert type="error" showIcon title={t(error.key, { error: error.error })} className="auth__row" />
      )}
      <Form<Values> layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item name="firstname" label={t('fields.firstname')} rules={rules.name(t('fields.firstname'))}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastname" label={t('fields.lastname')} rules={rules.name(t('fields.lastname'))}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile}>
          <Input type="tel" autoComplete="tel" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={rules.password}
          extra={t('signUp.passwordHint')}
        >
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
        <Form.Item name="acceptTerms" valuePropName="checked" rules={rules.terms}>
          <Checkbox>{t('signUp.terms')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('signUp.submit')}
        </Button>
      </Form>
      <p className="auth__footer">
        {t('signUp.haveAccount')} <Link to="/signin">{t('signUp.signIn')}</Link>
      </p>
    </AuthLayout>
  );
}
