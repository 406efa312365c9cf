import { HomeOutlined } from '@ant-design/icons';
import { Alert, Avatar, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCommunityInfo, useContact } from '../api/community';
import { errorText } from '../settings-rules';

/** The community's details and its legal entity's contact, read-only. */
export function CommunityDetails() {
  const { t } = useTranslation('settings');
  const info = useCommunityInfo();
  const contact = useContact();
  if (info.isPending || contact.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (info.error) return <Alert type="error" showIcon title={errorText(info.error)} />;
  const c = info.data;
  const dash = t('common.notSet');
  const v = (x: string | null | undefined) => x || dash;
  const k = contact.data;
  return (
    <div className="set-details">
      <div className="set-head">
        <Avatar
          shape="square"
          size={80}
          src={c.imageUrl || undefined}
          icon={<HomeOutlined />}
          alt={t('info.picture')}
        />
        <div>
          <h2 className="set-name" data-testid="community-name">
            {c.communityName}
          </h2>
          <div className="set-muted">{t(`info.types.${c.communityType}`)}</div>
        </div>
      </div>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('info.title')}
        items={[
          { key: 'address', label: t('info.address'), children: v(c.address) },
          { key: 'tz', label: t('info.timeZone'), children: c.timeZone },
          { key: 'cur', label: t('info.currency'), children: c.currency },
        ]}
      />
      {contact.error ? (
        <Alert type="error" showIcon title={errorText(contact.error)} />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('contact.title')}
          items={[
            { key: 'legal', label: t('contact.legalName'), children: v(k?.legalName) },
            { key: 'tax', label: t('contact.taxID'), children: v(k?.taxID) },
            { key: 'phone', label: t('contact.phone'), children: v(k?.phone) },
            { key: 'email', label: t('contact.email'), children: v(k?.email) },
            { key: 'line', label: t('contact.lineID'), children: v(k?.lineID) },
            { key: 'hours', label: t('contact.officeHours'), children: v(k?.officeHours) },
            { key: 'addr', label: t('contact.address'), children: v(k?.address) },
          ]}
        />
      )}
    </div>
  );
}
