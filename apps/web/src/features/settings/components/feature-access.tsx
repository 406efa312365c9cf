import {
  areaByFeature,
  FEATURE_ENUMS,
  type FeatureEnum,
  type FeatureFlag,
  isHiddenInConsole,
} from '@cc/contracts/features';
import { Alert, App, Skeleton, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/use-session';
import { type FeatureSwitch, useCommunityFeatures, useSetFeature } from '../api/features';
import { errorText } from '../settings-rules';

interface Row extends FeatureFlag {
  locked: 'never' | 'village' | 'setting' | null;
}

/** Which features the community uses and shows in the menu; the sidebar follows at once. */
export function FeatureAccess({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { communityType } = useSession();
  const { data, error, isPending } = useCommunityFeatures();
  const set = useSetFeature();
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error) return <Alert type="error" showIcon title={errorText(error)} />;
  const byEnum = new Map(data.map((f) => [f.featureEnum, f]));
  const rows: Row[] = FEATURE_ENUMS.map((featureEnum) => {
    const area = areaByFeature(featureEnum);
    const flag = byEnum.get(featureEnum) ?? { featureEnum, isEnable: false, isVisible: false };
    const locked = isHiddenInConsole(area)
      ? 'never'
      : area.hiddenInVillage && communityType === 'VILLAGE'
        ? 'village'
        : featureEnum === 'SETTING'
          ? 'setting'
          : null;
    return { ...flag, locked };
  });
  const change = (f: FeatureSwitch) =>
    set.mutate(f, {
      onSuccess: () => void message.success(t('features.saved')),
      onError: (e) => void message.error(errorText(e)),
    });
  const name = (f: FeatureEnum) => t(`shared:areas.${areaByFeature(f).key}`);
  return (
    <>
      {!canWrite && (
        <Alert type="info" showIcon title={t('common.readOnly')} style={{ marginBlockEnd: 12 }} />
      )}
      <Table<Row>
        rowKey="featureEnum"
        dataSource={rows}
        pagination={false}
        size="middle"
        data-testid="feature-access"
        columns={[
          {
            title: t('features.feature'),
            key: 'name',
            render: (_, r) => (
              <span>
                {name(r.featureEnum)} {r.locked && <Tag>{t(`features.locked.${r.locked}`)}</Tag>}
              </span>
            ),
          },
          {
            title: t('features.enabled'),
            key: 'enabled',
            width: 96,
            render: (_, r) => (
              <Switch
                checked={r.isEnable}
                disabled={!canWrite || r.locked !== null || set.isPending}
                aria-label={t('features.enableNamed', { name: name(r.featureEnum) })}
                data-testid={`enable-${r.featureEnum}`}
                onChange={(on) => change({ featureEnum: r.featureEnum, isEnable: on, isVisible: on })}
              />
            ),
          },
          {
            title: t('features.visible'),
            key: 'visible',
            width: 104,
            render: (_, r) => (
              <Switch
                checked={r.isVisible}
                disabled={!canWrite || r.locked !== null || !r.isEnable || set.isPending}
                aria-label={t('features.visibleNamed', { name: name(r.featureEnum) })}
                data-testid={`visible-${r.featureEnum}`}
                onChange={(on) => change({ featureEnum: r.featureEnum, isEnable: true, isVisible: on })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
