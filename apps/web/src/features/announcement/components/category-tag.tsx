import type { ANNOUNCEMENT_CATEGORIES } from '@cc/contracts/announcement';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export type Category = (typeof ANNOUNCEMENT_CATEGORIES)[number];

const COLORS: Record<Category, string> = {
  GENERAL: 'blue',
  URGENT: 'red',
  MAINTENANCE: 'orange',
  EVENT: 'green',
};

export function CategoryTag({ category }: { category: Category }) {
  const { t } = useTranslation('announcement');
  return <Tag color={COLORS[category]}>{t(`category.${category}`)}</Tag>;
}
