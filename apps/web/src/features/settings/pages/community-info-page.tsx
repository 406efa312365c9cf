import { useTranslation } from 'react-i18next';
import { CommunityDetails } from '../components/community-details';
import '../settings.css';

/** /dashboard/communityInfo: any member reads the community's details and legal-entity contact. */
export function CommunityInfoPage() {
  const { t } = useTranslation('settings');
  return (
    <div className="set-page">
      <h1 className="page-title">{t('info.pageTitle')}</h1>
      <section className="cc-card">
        <CommunityDetails />
      </section>
    </div>
  );
}
