/**
 * Layout settings in a zustand store, each option persisted under its spec key ('pro__' prefix
 * via lib/storage) and read back on reload.
 */
import { create } from 'zustand';
import {
  DEFAULT_COLOR,
  DEFAULT_COLOR_WEAK,
  DEFAULT_CONTENT_WIDTH_TYPE,
  DEFAULT_FIXED_HEADER,
  DEFAULT_FIXED_HEADER_HIDDEN,
  DEFAULT_FIXED_SIDEMENU,
  DEFAULT_LAYOUT_MODE,
  DEFAULT_MULTI_PAGE,
  DEFAULT_THEME,
  SIDEBAR_TYPE,
  localStore,
} from '../../lib/storage';
import { DEFAULT_SETTINGS, normalizeSettings, type LayoutSettings } from './settings-rules';

export const SETTING_KEYS: Record<keyof LayoutSettings, string> = {
  navTheme: DEFAULT_THEME,
  primaryColor: DEFAULT_COLOR,
  layout: DEFAULT_LAYOUT_MODE,
  contentWidth: DEFAULT_CONTENT_WIDTH_TYPE,
  fixedHeader: DEFAULT_FIXED_HEADER,
  autoHideHeader: DEFAULT_FIXED_HEADER_HIDDEN,
  fixSiderbar: DEFAULT_FIXED_SIDEMENU,
  colorWeak: DEFAULT_COLOR_WEAK,
  multipage: DEFAULT_MULTI_PAGE,
};

export function readStoredSettings(): LayoutSettings {
  const stored = { ...DEFAULT_SETTINGS };
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof LayoutSettings, string][]) {
    const value = localStore.get<unknown>(key);
    if (value !== null && typeof value === typeof DEFAULT_SETTINGS[field]) {
      (stored as Record<string, unknown>)[field] = value;
    }
  }
  return normalizeSettings(stored);
}

interface SettingsState extends LayoutSettings {
  /** side menu open (true) or collapsed */
  sidebarOpened: boolean;
  update: (patch: Partial<LayoutSettings>) => void;
  setSidebarOpened: (opened: boolean) => void;
  reset: () => void;
}

function persist(settings: LayoutSettings): void {
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof LayoutSettings, string][]) {
    localStore.set(key, settings[field]);
  }
}

function pickSettings(state: SettingsState): LayoutSettings {
  const { update: _update, setSidebarOpened: _set, reset: _reset, sidebarOpened: _opened, ...settings } = state;
  return settings;
}

export const useSettingsStore = create<SettingsState>((set, get) => ({
  ...readStoredSettings(),
  sidebarOpened: localStore.get<boolean>(SIDEBAR_TYPE) ?? true,
  update: (patch) => {
    const next = normalizeSettings({ ...pickSettings(get()), ...patch });
    persist(next);
    set(next);
  },
  setSidebarOpened: (opened) => {
    localStore.set(SIDEBAR_TYPE, opened);
    set({ sidebarOpened: opened });
  },
  reset: () => {
    persist(DEFAULT_SETTINGS);
    set({ ...DEFAULT_SETTINGS });
  },
}));
