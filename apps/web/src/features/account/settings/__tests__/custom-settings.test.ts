import { describe, expect, it } from 'vitest';
import { customSettingEntries, readCustomSettings } from '../components/custom-settings';

describe('custom settings', () => {
  it('reads stored values and falls back to the defaults for missing or mistyped ones', () => {
    const stored: Record<string, unknown> = { DEFAULT_THEME: 'dark', DEFAULT_MULTI_PAGE: 'yes' };
    expect(readCustomSettings((key) => stored[key] ?? null)).toEqual({
      navTheme: 'dark',
      layout: 'sidemenu',
      primaryColor: '#1890FF',
      fixedHeader: false,
      multipage: true,
    });
  });

  it('writes the same keys the settings drawer uses', () => {
    const entries = Object.fromEntries(
      customSettingEntries({ navTheme: 'light', layout: 'topmenu', primaryColor: '#722ED1', fixedHeader: true, multipage: false }),
    );
    expect(entries).toEqual({
      DEFAULT_THEME: 'light',
      DEFAULT_LAYOUT_MODE: 'topmenu',
      DEFAULT_COLOR: '#722ED1',
      DEFAULT_FIXED_HEADER: true,
      DEFAULT_MULTI_PAGE: false,
    });
  });
});
