import { sidebarAreas } from '@cc/contracts/features';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { FeatureCards } from '../components/feature-cards';
import '../home.css';

/** /dashboard: the current community, its type, the user's role there, and its features. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { communityName, communityType, communityList, communityID, features } = useSession();
  const current = communityList.find((c) => c.communityID === communityID);
  const areas = sidebarAreas(features).filter((a) => a.key !== '');
  if (!communityID) {
    return (
      <section className="cc-card">
        <h1 className="page-title">{t('welcome')}</h1>
        <p>{t('noCommunity')}</p>
      </section>
    );
  }
  return (
    <>
      <section className="cc-card home__summary">
        <h1 className="page-title" data-testid="home-community-name">
          {communityName}
        </h1>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'type', label: t('type'), children: t(`communityTypes.${communityType}`) },
            { key: 'role', label: t('role'), children: current ? t(`roles.${current.role}`) : '-' },
          ]}
        />
      </section>
      <h2 className="section-title">{t('features')}</h2>
      <FeatureCards areas={areas} />
    </>
  );
}
