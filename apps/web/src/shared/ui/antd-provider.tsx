import { ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from '../i18n/antd-locale';
import { isRtl } from '../i18n/load-language';
import { PRIMARY_COLOR } from './brand';
import { usePrefersReducedMotion } from './reduced-motion';

/** Spec 9: buttons 36 / 28 / 42 px high, inputs 35 px; spec 2: teal primary. */
const theme = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    // antd's default secondary greys are below WCAG AA contrast on white; these pass (about 6:1).
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    controlHeight: 36,
    controlHeightSM: 28,
    controlHeightLG: 42,
    fontFamily:
      "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans CJK SC', 'PingFang SC', Tahoma, sans-serif",
  },
  components: {
    Input: { controlHeight: 35 },
    InputNumber: { controlHeight: 35 },
    Select: { controlHeight: 35 },
    DatePicker: { controlHeight: 35 },
  },
};

/**
 * antd's theme, texts and direction for the screens that use antd. It is not mounted at the
 * root: the sign-in screen is plain HTML so its JavaScript stays within budget.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // WCAG 2.3.3: people who ask their system for less motion get dropdowns, drawers and dialogs
  // that appear and go at once instead of sliding and fading.
  const reduceMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => (reduceMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reduceMotion],
  );
  return (
    <ConfigProvider
      locale={antdLocaleFor(i18n.language)}
      direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}
      theme={themed}
    >
      {children}
    </ConfigProvider>
  );
}
