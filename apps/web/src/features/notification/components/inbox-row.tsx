import type { InboxItem } from '@cc/contracts/notification';
import { useTranslation } from 'react-i18next';
import { formatActivityDate, fullDate } from './activity-date';

interface Props {
  item: InboxItem;
  timeZone: string;
  onPick: (item: InboxItem) => void;
}

/** One inbox item: unread marker, title, body (two lines at most) and when it happened. */
export function InboxRow({ item, timeZone, onPick }: Props) {
  const { t, i18n } = useTranslation('notification');
  const unread = !item.readContentFlag;
  const lang = i18n.language;
  return (
    <li className="notif-row">
      <button
        type="button"
        className={unread ? 'notif-row__button notif-row__button--unread' : 'notif-row__button'}
        onClick={() => onPick(item)}
        data-testid="notification-item"
        data-read={item.readContentFlag}
        data-id={item.notificationID}
      >
        <span className="notif-row__dot" aria-hidden="true" />
        <span className="notif-row__text">
          <span className="notif-row__title">
            {unread && <span className="notif-row__sr">{t('item.unread')}: </span>}
            {item.inboxTitle}
          </span>
          <span className="notif-row__body">{item.inboxBody}</span>
          <time
            className="notif-row__date"
            dateTime={item.displayActivityDate}
            title={fullDate(item.displayActivityDate, lang, timeZone)}
          >
            {formatActivityDate(item.displayActivityDate, lang, timeZone)}
          </time>
        </span>
      </button>
    </li>
  );
}
