import { PlusOutlined } from '@ant-design/icons';
import { AGM_ITEMS_MAX, type AgmItem, type AgmMeetingDetail } from '@cc/contracts/agmmeeting';
import { App, Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/api/api-error';
import { useOrderItems } from '../api/agenda';
import { moveItem } from '../figures/reorder';
import { AgendaList } from './agenda-list';
import { ItemDialog } from './item-dialog';

interface Props {
  meeting: AgmMeetingDetail;
  canWrite: boolean;
}

/**
 * The agenda in its order. Before the meeting opens, items are added, edited and reordered (drag
 * them, or their up and down buttons); the new order shows at once and returns if refused.
 */
export function AgendaTab({ meeting: m, canWrite }: Props) {
  const { t } = useTranslation('agmmeeting');
  const { message } = App.useApp();
  const order = useOrderItems();
  const [dialog, setDialog] = useState<{ editing: AgmItem | null } | null>(null);
  const [optimistic, setOptimistic] = useState<AgmItem[] | null>(null);
  const editable = canWrite && (m.state === 'DRAFT' || m.state === 'NOTICE_SENT');
  const items = optimistic ?? m.items;
  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next.every((x, i) => x === items[i])) return;
    setOptimistic(next);
    order.mutate(
      { meetingID: m.meetingID, itemIDs: next.map((x) => x.itemID) },
      {
        onSuccess: () => void message.success(t('agenda.ordered')),
        onError: (e) => void message.error(errorMessageOf(e)),
        onSettled: () => setOptimistic(null),
      },
    );
  };
  return (
    <div>
      {editable && (
        <div className="agm-toolbar">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={items.length >= AGM_ITEMS_MAX}
            onClick={() => setDialog({ editing: null })}
            data-testid="item-add"
          >
            {t('agenda.add')}
          </Button>
        </div>
      )}
      {items.length ? (
        <AgendaList
          items={items}
          meetingState={m.state}
          editable={editable}
          onMove={move}
          onEdit={(item) => setDialog({ editing: item })}
        />
      ) : (
        <Empty description={t('agenda.empty')} />
      )}
      <ItemDialog
        meetingID={m.meetingID}
        open={!!dialog}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
