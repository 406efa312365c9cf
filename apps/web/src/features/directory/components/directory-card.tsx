import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDirectorySummary } from '../api/summary';
import { CarCardFigures } from '../car/components/car-card-figures';
import './directory-card.css';

/** The dashboard card's figures: units, residents and invitations waiting to be used; then cars. */
export function DirectoryCard() {
  const { t } = useTranslation('directory');
  const { data, isPending, error } = useDirectorySummary();
  // A role without the directory's read right sees just the link; the card is not theirs.
  if (error) return null;
  if (isPending) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const figures = [
    { key: 'units', value: data.units },
    { key: 'residents', value: data.residents },
    { key: 'pendingInvitations', value: data.pendingInvitations },
  ];
  return (
    <>
      <dl className="dir-card" data-testid="directory-card">
        {figures.map((f) => (
          <div key={f.key} className="dir-card__item">
            <dt>{t(`card.${f.key}`)}</dt>
            <dd>{f.value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      <CarCardFigures />
    </>
  );
}
