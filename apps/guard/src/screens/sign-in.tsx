import { Alert, Button, Form, Input, List, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommunityItem, fetchCommunities } from '../api/guard';
import { GUARD_APP_ROLES, type HandoverOutcome, signInWithPassword } from '../session/handover';
import { readSession, writeSession } from '../session/session';
import { LanguagePicker } from '../ui/language-picker';

/**
 * Where the app starts without a session: the reason a handover failed (a used or expired link
 * is reopened from the console), and e-mail sign-in for a phone that has no console.
 */
export default function SignIn({
  handoverFailure,
}: {
  handoverFailure: Exclude<HandoverOutcome, { ok: true }> | null;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = readSession();
  if (session && !session.communityID) return <PickCommunity />;
  return (
    <main className="g-page g-signin">
      <h1 className="g-title">GuardOS</h1>
      {handoverFailure && (
        <div data-testid="handover-failure">
          <Alert
            type="error"
            showIcon
            title={
              handoverFailure.reason === 'used'
                ? t('signin.linkUsed')
                : handoverFailure.reason === 'role'
                  ? t('signin.notGuard')
                  : t('signin.failed', { detail: handoverFailure.message })
            }
          />
        </div>
      )}
      <Form
        layout="vertical"
        onFinish={async (v: { email: string; password: string }) => {
          setBusy(true);
          setError(null);
          const r = await signInWithPassword(v.email, v.password, window.location.origin);
          setBusy(false);
          if (!r.ok) setError(r.message);
        }}
      >
        <Form.Item
          name="email"
          label={t('signin.email')}
          rules={[{ required: true, message: t('signin.required') }]}
        >
          <Input type="email" autoComplete="username" size="large" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('signin.password')}
          rules={[{ required: true, message: t('signin.required') }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('signin.submit')}
        </Button>
      </Form>
      <LanguagePicker />
    </main>
  );
}

/** After an e-mail sign-in: the communities where the account guards (or runs the office). */
function PickCommunity() {
  const { t } = useTranslation();
  const [items, setItems] = useState<CommunityItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchCommunities()
      .then((all) => {
        const mine = all.filter((c) => (GUARD_APP_ROLES as readonly string[]).includes(c.role));
        const s = readSession();
        if (mine.length === 1 && s) writeSession({ ...s, communityID: mine[0]!.communityID });
        else setItems(mine);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  const signOut = () => writeSession(null);
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={error}
        action={<Button onClick={signOut}>{t('more.signOut')}</Button>}
      />
    );
  if (!items) return <Spin size="large" className="g-center" />;
  return (
    <main className="g-page">
      <h1 className="g-title">{t('signin.pickCommunity')}</h1>
      {items.length === 0 && <Alert type="warning" showIcon title={t('signin.notGuard')} />}
      <List
        dataSource={items}
        renderItem={(c) => (
          <List.Item>
            <Button
              block
              size="large"
              onClick={() => {
                const s = readSession();
                if (s) writeSession({ ...s, communityID: c.communityID });
              }}
            >
              {c.communityName}
            </Button>
          </List.Item>
        )}
      />
      <Button block size="large" onClick={signOut}>
        {t('more.signOut')}
      </Button>
    </main>
  );
}
