import { UserOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay, formatNumber } from '../../../shared/i18n/format-time';
import { LANGUAGE_NAMES } from '../../../shared/i18n/language-names';
import { isLang } from '../../../shared/i18n/load-language';
import { useTimeZone } from '../../../shared/session/use-community';
import { useProfile } from '../api/office';

/** The resident beside the conversation: units, phone, e-mail, language, since when. */
export function ProfileDrawer({ userID, onClose }: { userID: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const timeZone = useTimeZone();
  const { data: p, isPending } = useProfile(userID);
  return (
    <Drawer
      open={!!userID}
      onClose={onClose}
      title={t('profile.title')}
      placement={i18n.dir() === 'rtl' ? 'left' : 'right'}
    >
      {isPending || !p ? (
        <Skeleton active />
      ) : (
        <>
          <div className="ch-profile__head">
            <Avatar size={64} src={p.photoUrl ?? undefined} icon={<UserOutlined />} />
            <bdi className="ch-profile__name">{p.name}</bdi>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('profile.units')}>{p.unitNos.join(', ') || '–'}</Descriptions.Item>
            <Descriptions.Item label={t('profile.phone')}>
              {p.phone ? (
                <a href={`tel:${p.phone}`} dir="ltr">
                  {p.phone}
                </a>
              ) : (
                '–'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.email')}>
              <bdi>{p.email}</bdi>
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.language')}>
              {isLang(p.lang) ? LANGUAGE_NAMES[p.lang] : p.lang}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.joined')}>
              {p.joinedAt ? formatDay(p.joinedAt, timeZone, i18n.language) : '–'}
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.messages')}>
              {formatNumber(p.messageCount)}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
