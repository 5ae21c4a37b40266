/**
 * The "custom" page writes the layout settings the shell reads at start-up (the same storage keys
 * as the settings drawer); features may not import the app shell, so the page applies them by
 * reloading.
 */
import { DEFAULT_COLOR, DEFAULT_FIXED_HEADER, DEFAULT_LAYOUT_MODE, DEFAULT_MULTI_PAGE, DEFAULT_THEME, localStore } from '../../../../lib/storage';

export interface CustomSettings {
  navTheme: 'dark' | 'light';
  layout: 'sidemenu' | 'topmenu';
  primaryColor: string;
  fixedHeader: boolean;
  multipage: boolean;
}

export const PRIMARY_COLORS = [
  { label: '拂晓蓝（默认）', value: '#1890FF' },
  { label: '薄暮', value: '#F5222D' },
  { label: '火山', value: '#FA541C' },
  { label: '日暮', value: '#FAAD14' },
  { label: '明青', value: '#13C2C2' },
  { label: '极光绿', value: '#52C41A' },
  { label: '极客蓝', value: '#2F54EB' },
  { label: '酱紫', value: '#722ED1' },
];

const DEFAULTS: CustomSettings = { navTheme: 'light', layout: 'sidemenu', primaryColor: '#1890FF', fixedHeader: false, multipage: true };

const KEYS: Record<keyof CustomSettings, string> = {
  navTheme: DEFAULT_THEME,
  layout: DEFAULT_LAYOUT_MODE,
  primaryColor: DEFAULT_COLOR,
  fixedHeader: DEFAULT_FIXED_HEADER,
  multipage: DEFAULT_MULTI_PAGE,
};

/** Stored values of the same type as the default, else the default. */
export function readCustomSettings(read: (key: string) => unknown = (key) => localStore.get<unknown>(key)): CustomSettings {
  const out = { ...DEFAULTS } as Record<keyof CustomSettings, unknown>;
  for (const field of Object.keys(KEYS) as (keyof CustomSettings)[]) {
    const value = read(KEYS[field]);
    if (value !== null && value !== undefined && typeof value === typeof DEFAULTS[field]) out[field] = value;
  }
  return out as unknown as CustomSettings;
}

/** The storage entries to write for the chosen values. */
export function customSettingEntries(values: CustomSettings): Array<[string, unknown]> {
  return (Object.keys(KEYS) as (keyof CustomSettings)[]).map((field) => [KEYS[field], values[field]]);
}

export function writeCustomSettings(values: CustomSettings): void {
  for (const [key, value] of customSettingEntries(values)) localStore.set(key, value);
}
