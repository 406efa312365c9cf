/**
 * The theme panel's choices (spec 2): 8 top-bar themes, 8 sidebar themes, 4 layout backgrounds.
 * Colours are dark enough that white text on them passes WCAG AA contrast.
 */
export const THEME_IDS = [
  'themedefault',
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
  'theme7',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const LAYOUT_IDS = ['themedefault', 'theme1', 'theme2', 'theme3'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

export interface Swatch {
  background: string;
  text: string;
}

const WHITE = '#ffffff';
const dark = (background: string): Swatch => ({ background, text: WHITE });

export const TOPBAR_THEMES: Record<ThemeId, Swatch> = {
  themedefault: { background: '#ffffff', text: '#1f2937' },
  theme1: dark('#00695c'),
  theme2: dark('#5b2c9f'),
  theme3: dark('#1d4f91'),
  theme4: dark('#422e62'),
  theme5: dark('#22144c'),
  theme6: dark('#37597f'),
  theme7: dark('#a4262c'),
};

export const SIDEBAR_THEMES: Record<ThemeId, Swatch> = {
  themedefault: dark('#2d3446'),
  theme1: dark('#004d40'),
  theme2: dark('#4a2384'),
  theme3: dark('#1a3f73'),
  theme4: dark('#35244f'),
  theme5: dark('#1b103c'),
  theme6: dark('#2e4a6b'),
  theme7: dark('#7f1d1d'),
};

export const LAYOUT_BACKGROUNDS: Record<LayoutId, string> = {
  themedefault: '#f1f3f6',
  theme1: '#ffffff',
  theme2: '#f9f9f9',
  theme3: '#ebebeb',
};

export interface Appearance {
  topbar: ThemeId;
  sidebar: ThemeId;
  layout: LayoutId;
}

export const DEFAULT_APPEARANCE: Appearance = {
  topbar: 'themedefault',
  sidebar: 'themedefault',
  layout: 'themedefault',
};
