// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, disabledControls, effectiveSettings, normalizeSettings } from '../settings-rules';
import { readStoredSettings, useSettingsStore } from '../settings-store';

describe('settings rules', () => {
  it('defaults: light menu, side menu, fixed width, blue #1890FF', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ navTheme: 'light', layout: 'sidemenu', contentWidth: 'Fixed', primaryColor: '#1890FF' });
  });

  it('fluid width only in top-menu mode', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, contentWidth: 'Fluid' }).contentWidth).toBe('Fixed');
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, layout: 'topmenu', contentWidth: 'Fluid' }).contentWidth).toBe('Fluid');
    expect(disabledControls(DEFAULT_SETTINGS).fluidWidth).toBe(true);
    expect(disabledControls({ ...DEFAULT_SETTINGS, layout: 'topmenu' }).fluidWidth).toBe(false);
  });

  it('hide-header-on-scroll needs a fixed header', () => {
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, autoHideHeader: true }).autoHideHeader).toBe(false);
    expect(normalizeSettings({ ...DEFAULT_SETTINGS, fixedHeader: true, autoHideHeader: true }).autoHideHeader).toBe(true);
    expect(disabledControls(DEFAULT_SETTINGS).autoHideHeader).toBe(true);
  });

  it('the fixed side menu is unavailable in top-menu mode', () => {
    const top = { ...DEFAULT_SETTINGS, layout: 'topmenu' as const, fixSiderbar: true };
    expect(disabledControls(top).fixSiderbar).toBe(true);
    expect(effectiveSettings(top).fixSiderbar).toBe(false);
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, fixSiderbar: true }).fixSiderbar).toBe(true);
  });

  it('changes are stored under the pro__ keys and read back after a reload', () => {
    useSettingsStore.getState().update({ navTheme: 'dark', primaryColor: '#722ED1', layout: 'topmenu', contentWidth: 'Fluid' });
    expect(JSON.parse(localStorage.getItem('pro__DEFAULT_THEME')!).value).toBe('dark');
    expect(JSON.parse(localStorage.getItem('pro__DEFAULT_COLOR')!).value).toBe('#722ED1');
    expect(readStoredSettings()).toMatchObject({ navTheme: 'dark', primaryColor: '#722ED1', layout: 'topmenu', contentWidth: 'Fluid' });
    useSettingsStore.getState().update({ layout: 'sidemenu' });
    expect(useSettingsStore.getState().contentWidth).toBe('Fixed');
  });
});
