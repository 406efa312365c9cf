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
    // Placeholders that carry the field's meaning (select prompts) need AA too: about 5:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // antd's red (#ff4d4f) is 3.3:1 as danger-button text and under white text; red-7 is 5.6:1.
    colorError: '#cf1322',
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
    // A table's empty text is information, not a disabled control: secondary grey, not 0.25.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
    // A finished bar writes its figure ("4/4", "100%") in the success colour: antd's #52c41a
    // is 2.3:1 on white, green-8 is 6.9:1 (the bar keeps the same colour).
    Progress: { colorSuccess: '#237804' },
    // Tag text is the palette's 7th shade (status tags: the plain status colour) on its
    // lightest tint; where that is under 4.5:1 a darker shade of the same hue is used.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      green7: '#237804',
      cyan7: '#006d75',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      yellow7: '#876800',
      colorInfo: '#0958d9',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
    },
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
