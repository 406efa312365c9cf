import { MoreOutlined } from '@ant-design/icons';
import type { Parcel } from '@cc/contracts/parcel';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ParcelActionKind } from './use-parcel-actions';

const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What the desk may do with one parcel in its state; the API refuses the rest and says why. */
export function RowActions({
  parcel: p,
  onAction,
}: {
  parcel: Parcel;
  onAction: (k: ParcelActionKind, p: Parcel[]) => void;
}) {
  const { t } = useTranslation('parcel');
  const waiting = p.status === 'WAITING';
  const undoable =
    p.status === 'HANDED_OUT' &&
    p.handedOutAt &&
    Date.now() - new Date(p.handedOutAt).getTime() < UNDO_WINDOW_MS;
  const more = [
    { key: 'activity', label: t('actions.showActivity') },
    ...(waiting
      ? [
          { key: 'correct', label: t('correct.action') },
          { key: 'return', label: t('return.action') },
          { key: 'delete', label: t('delete.action'), danger: true },
        ]
      : []),
    ...(undoable ? [{ key: 'undo', label: t('undo.action') }] : []),
  ];
  return (
    <Space size={4} wrap>
      {waiting && (
        <Button size="small" type="primary" onClick={() => onAction('handOut', [p])}>
          {t('handOut.action')}
        </Button>
      )}
      <Dropdown
        trigger={['click']}
        menu={{ items: more, onClick: ({ key }) => onAction(key as ParcelActionKind, [p]) }}
      >
        <Button size="small" icon={<MoreOutlined />} aria-label={t('actions.more', { no: p.no })} />
      </Dropdown>
    </Space>
  );
}
