import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTutorialList } from '../api/tutorial';
import { KIND_ICONS } from './tutorial-grid';
import '../pages/tutorial-page.css';

/** The dashboard card: the newest tutorials, each a link that opens it on the tutorial page. */
export function TutorialCard() {
  const { t } = useTranslation('tutorial');
  const list = useTutorialList({}, 4);
  if (list.error) return null;
  const items = list.data?.pages[0]?.items ?? [];
  return (
    <div className="tutorial-home-card" data-testid="tutorial-card">
      {list.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <span className="cc-muted">{t('empty')}</span>
      ) : (
        <ul>
          {items.map((i) => (
            <li key={i.itemID}>
              <span aria-hidden>{KIND_ICONS[i.kind]}</span>
              <Link to={`/dashboard/tutorial?open=${i.itemID}`} dir="auto">
                {i.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
