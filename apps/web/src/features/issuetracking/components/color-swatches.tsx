import { GROUP_COLORS } from '@cc/contracts/issuetracking';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GroupColor } from '../api/groups';
import { GROUP_COLOR_HEX } from './issue-look';

interface Props {
  value?: GroupColor;
  onChange?: (c: GroupColor) => void;
}

/** The group colours as round swatches; each is a radio, named for screen readers. */
export function ColorSwatches({ value, onChange }: Props) {
  const { t } = useTranslation('issuetracking');
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value)} className="it-swatches">
      {GROUP_COLORS.map((c) => (
        <Radio key={c} value={c} aria-label={t(`colors.${c}`)} className="it-swatch">
          <span
            className="it-swatch__dot"
            style={{ background: GROUP_COLOR_HEX[c] }}
            title={t(`colors.${c}`)}
          />
        </Radio>
      ))}
    </Radio.Group>
  );
}
