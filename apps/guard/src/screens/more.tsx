import { Button, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeEntry } from '../offline/queue';
import { syncQueue } from '../offline/sync';
import { writeSession } from '../session/session';
import { LanguagePicker } from '../ui/language-picker';
import { useOnline, useQueue } from '../ui/use-queue';

/** What waits to be sent (and what the server refused, with its reason), the language, sign-out. */
export default function More(_: { communityID: string }) {
  const { t } = useTranslation();
  const queue = useQueue();
  const online = useOnline();
  return (
    <div className="g-stack">
      <section className="g-section" aria-labelledby="more-queue">
        <h2 id="more-queue">{t('queue.title')}</h2>
        <List
          dataSource={queue}
          locale={{ emptyText: t('queue.empty') }}
          data-testid="queue-list"
          renderItem={(e) => (
            <List.Item
              extra={
                e.state === 'failed' ? (
                  <Button onClick={() => e.seq !== undefined && void removeEntry(e.seq)}>
                    {t('queue.dismiss')}
                  </Button>
                ) : null
              }
            >
              <List.Item.Meta
                title={
                  <>
                    <Tag color={e.state === 'failed' ? 'red' : 'gold'}>{t(`queue.state.${e.state}`)}</Tag>
                    {t(`queue.kind.${e.kind}`)} · {e.label}
                  </>
                }
                description={e.error ?? new Date(e.createdAt).toLocaleString()}
              />
            </List.Item>
          )}
        />
        <Button size="large" block disabled={!online} onClick={() => void syncQueue()} data-testid="sync-now">
          {t('queue.syncNow')}
        </Button>
      </section>
      <section className="g-section">
        <LanguagePicker />
      </section>
      <Button size="large" block danger onClick={() => writeSession(null)}>
        {t('more.signOut')}
      </Button>
    </div>
  );
}
