import { type BillingMessage, MESSAGE_AUDIENCES } from '@cc/contracts/billing-message';
import { Alert, Button, Checkbox, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-time';
import { useTimeZone } from '../../../shared/session/use-community';
import { usePermissions } from '../../../shared/session/use-permissions';
import { RangePicker } from '../../../shared/ui/date-picker';
import { LoadMore } from '../../../shared/ui/load-more';
import { PageHeader } from '../../../shared/ui/page-header';
import { type MessageFilter, useMessageSearch } from '../api/messages';
import { AudienceTag } from '../components/audience-tag';
import { MessageDrawer } from '../components/message-drawer';
import { SendMessageDialog } from '../components/send-message-dialog';
import { openedMessage, readMessageFilter, writeMessageParams } from '../message-params';
import '../messages.css';

/**
 * /dashboard/billing/searchbillingmessage: the office's messages to units, searched by text, sent
 * days and audience; a row (or a notice's link, ?messageID=) opens it with who read it.
 */
export function MessageSearchPage() {
  const { t } = useTranslation('billing');
  const zone = useTimeZone();
  const { has } = usePermissions();
  const [params, setParams] = useSearchParams();
  const filter = readMessageFilter(params);
  const opened = openedMessage(params);
  const go = (f: MessageFilter, messageID?: string) =>
    setParams(writeMessageParams(f, messageID), { replace: true });
  const set = (change: Partial<MessageFilter>) => go({ ...filter, ...change }, opened);
  const [sending, setSending] = useState(false);
  const list = useMessageSearch(filter);
  const messages = list.data?.pages.flatMap((p) => p.items) ?? [];
  const total = list.data?.pages[0]?.total ?? messages.length;
  return (
    <div>
      <PageHeader
        title={t('menu.searchMessage')}
        extra={
          has('BILLING:write') && (
            <Button type="primary" onClick={() => setSending(true)}>
              {t('message.send')}
            </Button>
          )
        }
      />
      <Space wrap style={{ marginBlockEnd: 12 }}>
        <Input.Search
          allowClear
          key={filter.q ?? ''}
          defaultValue={filter.q}
          aria-label={t('message.search')}
          placeholder={t('message.search')}
          style={{ width: 240 }}
          onSearch={(q) => set({ q: q.trim() || undefined })}
        />
        <RangePicker
          aria-label={t('message.sentBetween')}
          value={[filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) =>
            set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        <Select
          allowClear
          aria-label={t('message.audience')}
          placeholder={t('message.audience')}
          style={{ minWidth: 160 }}
          value={filter.audience}
          onChange={(audience) => set({ audience })}
          options={MESSAGE_AUDIENCES.map((a) => ({ value: a, label: t(`message.audiences.${a}`) }))}
        />
        <Checkbox
          checked={!!filter.includeRecalled}
          onChange={(e) => set({ includeRecalled: e.target.checked ? 'true' : undefined })}
        >
          {t('message.includeRecalled')}
        </Checkbox>
      </Space>
      {list.error ? (
        <Alert type="error" showIcon title={list.error.message} />
      ) : (
        <Table<BillingMessage>
          rowKey="messageID"
          data-testid="message-table"
          loading={list.isPending}
          dataSource={messages}
          pagination={false}
          locale={{ emptyText: t('message.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              key: 'title',
              title: t('message.subject'),
              render: (_, m) => (
                <Button type="link" className="billing-link-button" onClick={() => go(filter, m.messageID)}>
                  {m.title}
                </Button>
              ),
            },
            { key: 'audience', title: t('message.audience'), render: (_, m) => <AudienceTag message={m} /> },
            { key: 'sent', title: t('message.sentAt'), render: (_, m) => formatDateTime(m.sentAt, zone) },
            {
              key: 'read',
              title: t('message.read'),
              align: 'end',
              render: (_, m) => t('message.readOf', { read: m.readCount, count: m.recipientCount }),
            },
            {
              key: 'state',
              title: t('bill.status'),
              render: (_, m) =>
                m.recalledAt ? (
                  <Tag color="red">{t('message.recalled')}</Tag>
                ) : (
                  <Tag>{t('message.live')}</Tag>
                ),
            },
          ]}
        />
      )}
      <LoadMore
        query={list}
        shownText={t('message.shown', { count: messages.length, total })}
        moreText={t('list.more')}
      />
      <SendMessageDialog open={sending} onClose={() => setSending(false)} />
      <MessageDrawer messageID={opened} onClose={() => go(filter)} />
    </div>
  );
}
