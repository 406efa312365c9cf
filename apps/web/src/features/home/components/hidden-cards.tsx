import { EyeOutlined } from '@ant-design/icons';
import type { FeatureArea } from '@cc/contracts/features';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** While arranging: the cards the member hid, each with a button to show it again. */
export function HiddenCards({ areas, show }: { areas: readonly FeatureArea[]; show: (key: string) => void }) {
  const { t } = useTranslation('home');
  return (
    <section className="home__hidden" aria-labelledby="home-hidden-title" data-testid="hidden-cards">
      <h3 id="home-hidden-title" className="home__hidden-title">
        {t('arrange.hiddenTitle')}
      </h3>
      {areas.length === 0 ? (
        <p className="home__needs-state">{t('arrange.noneHidden')}</p>
      ) : (
        <ul className="home__hidden-list">
          {areas.map((a) => (
            <li key={a.key}>
              <Button icon={<EyeOutlined />} onClick={() => show(a.key)} data-testid={`show-${a.key}`}>
                {t('arrange.showNamed', { name: t(`areas.${a.key}`) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
