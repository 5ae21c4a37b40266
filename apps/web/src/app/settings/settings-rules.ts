/** Layout settings and the rules tying them together (spec 01 section 2.8). Pure. */

export type NavTheme = 'dark' | 'light';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface LayoutSettings {
  navTheme: NavTheme;
  primaryColor: string;
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  autoHideHeader: boolean;
  fixSiderbar: boolean;
  colorWeak: boolean;
  multipage: boolean;
}

export const DEFAULT_PRIMARY_COLOR = '#1890FF';

export const THEME_COLORS: readonly { key: string; color: string }[] = [
  { key: '拂晓蓝（默认）', color: '#1890FF' },
  { key: '薄暮', color: '#F5222D' },
  { key: '火山', color: '#FA541C' },
  { key: '日暮', color: '#FAAD14' },
  { key: '明青', color: '#13C2C2' },
  { key: '极光绿', color: '#52C41A' },
  { key: '极客蓝', color: '#2F54EB' },
  { key: '酱紫', color: '#722ED1' },
];

export const DEFAULT_SETTINGS: LayoutSettings = {
  navTheme: 'light',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixSiderbar: false,
  colorWeak: false,
  multipage: true,
};

/** Brings a settings object back within the rules after one option changed. */
export function normalizeSettings(settings: LayoutSettings): LayoutSettings {
  return {
    ...settings,
    contentWidth: settings.layout === 'topmenu' ? settings.contentWidth : 'Fixed',
    autoHideHeader: settings.fixedHeader ? settings.autoHideHeader : false,
  };
}

/** Which drawer controls are unavailable in the current state. */
export function disabledControls(settings: LayoutSettings) {
  return {
    fluidWidth: settings.layout !== 'topmenu',
    autoHideHeader: !settings.fixedHeader,
    fixSiderbar: settings.layout === 'topmenu',
  };
}

/** What the layout actually applies. */
export function effectiveSettings(settings: LayoutSettings) {
  const normalized = normalizeSettings(settings);
  return {
    ...normalized,
    fixSiderbar: normalized.layout === 'sidemenu' && normalized.fixSiderbar,
    /** fixed 1200 px centred content only in top-menu mode, as in Ant Design Pro */
    fixedContentWidth: normalized.layout === 'topmenu' && normalized.contentWidth === 'Fixed',
  };
}
