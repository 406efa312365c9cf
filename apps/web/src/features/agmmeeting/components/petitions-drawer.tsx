import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Grid, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePetitions } from '../api/petitions';
import { PetitionCard } from './petition-card';
import { PetitionDialog } from './petition-dialog';

/**
 * Owners' petitions for an extraordinary meeting, where the committee and the office see them:
 * how far each is from the share of all votes the law asks for. Only owners start or sign one,
 * for their own units (committee members who own units included); the office keys the
 * signatures of a paper petition for the units that signed it.
 */
export function PetitionsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('agmmeeting');
  const screens = Grid.useBreakpoint();
  const { data, error, isPending } = usePetitions(open);
  const [creating, setCreating] = useState(false);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('petition.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={screens.lg ? 720 : '100%'}
      destroyOnHidden
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="petition-add">
          {t('petition.add')}
        </Button>
      }
    >
      <p className="cc-muted">{t('petition.lead')}</p>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : isPending ? (
        <Skeleton active />
      ) : data.length ? (
        <ul className="agm-cards agm-cards--wide">
          {data.map((p) => (
            <PetitionCard key={p.petitionID} petition={p} />
          ))}
        </ul>
      ) : (
        <Empty description={t('petition.empty')} data-testid="petitions-empty" />
      )}
      <PetitionDialog open={creating} onClose={() => setCreating(false)} />
    </Drawer>
  );
}
