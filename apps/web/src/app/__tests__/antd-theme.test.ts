import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_RATIO, contrastRatio, flattenColor } from '../../lib/color-contrast';
import { accessiblePrimary, antdTheme } from '../antd-theme';
import { DEFAULT_PRIMARY_COLOR, THEME_COLORS } from '../settings/settings-rules';

/**
 * Issue 23 item 7: every colour antd writes text in, with every theme colour a user can choose,
 * reaches WCAG 2 AA (4.5:1) on the backgrounds it is written on (GB/T 37668 asks the same).
 */
const tokensOf = (primaryColor: string) => theme.getDesignToken(antdTheme({ primaryColor, motion: true }));
type Tokens = ReturnType<typeof tokensOf>;

/** [what, text colour, background] pairs a user reads */
function textPairs(t: Tokens): [string, string, string][] {
  const white = t.colorBgContainer;
  const pages = [white, t.colorBgLayout, flattenColor(t.colorFillAlter, white), t.controlItemBgActive];
  const pairs: [string, string, string][] = [];
  const on = (what: string, text: string, backgrounds: string[]) => {
    for (const background of backgrounds) pairs.push([what, flattenColor(text, background), background]);
  };
  // links, link buttons, tabs, the selected menu item, and their hover and pressed states
  for (const key of [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorPrimaryText',
    'colorPrimaryTextHover',
    'colorPrimaryTextActive',
  ] as const) {
    on(key, t[key], [...pages, t.colorPrimaryBg]);
  }
  for (const key of ['colorLink', 'colorLinkHover', 'colorLinkActive'] as const) on(key, t[key], pages);
  // white on primary and danger buttons, and on the dark menu's selected item (the primary colour)
  for (const key of ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive'] as const) {
    on(`white on ${key}`, t.colorTextLightSolid, [t[key]]);
  }
  // status texts (form errors and warnings, Typography, status tags on their own tint)
  for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
    for (const suffix of ['', 'Text', 'TextHover', 'TextActive'] as const) {
      on(`color${status}${suffix}`, t[`color${status}${suffix}`], [white, t.colorBgLayout, t[`color${status}Bg`]]);
    }
  }
  // grey texts: descriptions, breadcrumb, footer, statistics titles, placeholders
  for (const key of ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextLabel', 'colorTextPlaceholder'] as const) {
    on(key, t[key], pages);
  }
  // preset colours: tags (the 7th shade on the 1st), coloured buttons (the 6th, hovered the 5th, on white and behind white)
  for (const preset of ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const) {
    on(`${preset} tag`, t[`${preset}7`], [t[`${preset}1`]]);
    for (const index of [5, 6, 7] as const) on(`${preset}${index}`, t[`${preset}${index}`], [white, t[`${preset}1`]]);
    // antd writes each palette token twice; either may become the CSS variable
    expect(t[`${preset}-7` as keyof Tokens], preset).toBe(t[`${preset}7`]);
  }
  return pairs;
}

const failures = (t: Tokens) =>
  textPairs(t)
    .map(([what, text, background]) => ({ what, text, background, ratio: Number(contrastRatio(text, background).toFixed(2)) }))
    .filter(({ ratio }) => ratio < AA_TEXT_RATIO);

describe('the antd theme meets WCAG 2 AA', () => {
  it.each(THEME_COLORS.map((preset) => [preset.key, preset.color]))('with %s (%s)', (_name, color) => {
    expect(failures(tokensOf(color))).toEqual([]);
  });

  it('with a colour stored by hand (a pale yellow), and falls back to the default for a broken one', () => {
    expect(failures(tokensOf('#FFFF66'))).toEqual([]);
    expect(tokensOf('not a colour').colorPrimary).toBe(tokensOf(DEFAULT_PRIMARY_COLOR).colorPrimary);
  });

  it('keeps a preset that already reaches AA as it is, and darkens the default blue to its nearest AA shade', () => {
    expect(accessiblePrimary('#722ED1')).toEqual({ chosen: '#722ed1', shade: '#722ed1', adjusted: false });
    const blue = accessiblePrimary(DEFAULT_PRIMARY_COLOR);
    expect(blue).toMatchObject({ chosen: '#1890ff', adjusted: true });
    expect(contrastRatio(blue.shade, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    expect(contrastRatio(blue.shade, '#ffffff')).toBeLessThan(AA_TEXT_RATIO + 0.5);
    expect(tokensOf(DEFAULT_PRIMARY_COLOR).colorPrimary).toBe(blue.shade);
  });
});
