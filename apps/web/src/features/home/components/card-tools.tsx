import { ArrowDownOutlined, ArrowUpOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import type { FeatureArea } from '@cc/contracts/features';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardActions } from './feature-cards';

interface Props {
  area: FeatureArea;
  label: string;
  first: boolean;
  last: boolean;
  actions: CardActions;
}

/** A card's move up, move down and hide buttons, while the member arranges the landing. */
export function CardTools({ area, label, first, last, actions }: Props) {
  const { t } = useTranslation('home');
  // The buttons stay focusable at the ends (a no-op there), so focus never drops off a card being moved.
  return (
    <div className="home__card-tools">
      <Button
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={t('arrange.upNamed', { name: label })}
        title={t('arrange.up')}
        aria-disabled={first}
        onClick={() => actions.move(area.key, -1)}
        data-testid={`move-up-${area.key}`}
      />
      <Button
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={t('arrange.downNamed', { name: label })}
        title={t('arrange.down')}
        aria-disabled={last}
        onClick={() => actions.move(area.key, 1)}
        data-testid={`move-down-${area.key}`}
      />
      <Button
        size="small"
        icon={<EyeInvisibleOutlined />}
        aria-label={t('arrange.hideNamed', { name: label })}
        title={t('arrange.hide')}
        onClick={() => actions.hide(area.key)}
        data-testid={`hide-$area.key`}
      />
    </div>
  );
}
