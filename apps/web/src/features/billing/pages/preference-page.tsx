import { type BankAccount, PHONE_PATTERN } from '@cc/contracts/billing';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useAccounts, useContactPhone, useDeleteAccount, useSaveContactPhone } from '../api/settings';
import { BankDialog, PromptPayDialog } from '../components/account-dialogs';
import { ChargeForm } from '../components/charge-form';
import { ReminderForm } from '../components/reminder-form';
import '../billing.css';

/**
 * /dashboard/billing/preference: where residents pay, whom they call, what a unit is charged
 * (the late surcharge rates among it) and when open bills are reminded.
 */
export function PreferencePage() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const accounts = useAccounts();
  const remove = useDeleteAccount();
  const phone = useContactPhone();
  const savePhone = useSaveContactPhone();
  const [dialog, setDialog] = useState<'bank' | 'promptpay' | null>(null);
  const done = {
    onSuccess: () => void message.success(t('common.saved')),
    onError: (e: unknown) => void message.error(errorMessageOf(e)),
  };
  return (
    <div>
      <PageHeader title={t('preference.title')} />
      <Card title={t('preference.accounts')}>
        {/* In the body, not the card's head: on a phone they would squeeze the title to "บัญ…". */}
        <Space wrap style={{ marginBlockEnd: 12 }}>
          <Button onClick={() => setDialog('bank')}>{t('account.addBank')}</Button>
          <Button onClick={() => setDialog('promptpay')}>{t('account.addPromptPay')}</Button>
        </Space>
        <Table<BankAccount>
          rowKey="accountID"
          size="small"
          loading={accounts.isPending}
          dataSource={accounts.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('preference.noAccounts') }}
          columns={[
            {
              key: 'kind',
              title: t('account.kind'),
              render: (_, a) => (a.kind === 'BANK' ? t('account.bank') : t(`promptpay.${a.promptpayKind!}`)),
            },
            {
              key: 'id',
              title: t('account.number'),
              render: (_, a) => (a.kind === 'BANK' ? `${a.bankCode} ${a.accountNo}` : a.promptpayID),
            },
            { key: 'name', title: t('account.name'), dataIndex: 'accountName' },
            {
              key: 'delete',
              title: '',
              render: (_, a) => (
                <Popconfirm
                  title={t('account.deleteConfirm')}
                  onConfirm={() => remove.mutate(a.accountID, done)}
                >
                  <Button size="small">{t('common.remove')}</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <Card title={t('preference.contactPhone')} style={{ marginBlockStart: 16 }}>
        {phone.data && (
          <Form
            name="contact-phone"
            layout="vertical"
            className="billing-fields"
            initialValues={{ contactPhone: phone.data.contactPhone ?? '' }}
            onFinish={(v: { contactPhone: string }) => savePhone.mutate(v.contactPhone.trim(), done)}
          >
            <Form.Item
              name="contactPhone"
              label={t('preference.phone')}
              rules={[{ required: true, pattern: PHONE_PATTERN, message: t('preference.phoneBad') }]}
            >
              <Input inputMode="tel" />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={savePhone.isPending}>
                {t('common.save')}
              </Button>
            </Form.Item>
          </Form>
        )}
      </Card>
      <Card title={t('preference.charges')} style={{ marginBlockStart: 16 }}>
        <ChargeForm />
      </Card>
      <Card title={t('reminder.title')} style={{ marginBlockStart: 16 }}>
        <ReminderForm />
      </Card>
      <BankDialog open={dialog === 'bank'} onClose={() => setDialog(null)} />
      <PromptPayDialog open={dialog === 'promptpay'} onClose={() => setDialog(null)} />
    </div>
  );
}
