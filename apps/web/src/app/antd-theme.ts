/**
 * The one antd theme of the app. Its design tokens are CSS variables (`cssVar`), so a colour or
 * motion setting changes only the variables, never the components' styles: those are the same for
 * every user, and the build writes them to a stylesheet (build/antd-static-style.ts) that antd
 * reads instead of working them out in the browser on every page load.
 *
 * Every colour antd writes text in reaches WCAG 2 AA, 4.5:1 (GB/T 37668 asks the same), on the
 * backgrounds it is written on, whatever theme colour the user chose: a colour that does not is
 * replaced by its nearest darker shade that does (lib/color-contrast.ts). The stored setting keeps
 * the colour chosen (spec 01 §2.8: the default is #1890FF); the default blue is shown as #1371C9,
 * antd's status colours (links, errors, warnings, successes) as their AA shades, and grey texts at
 * 60 % black instead of 45 % (the breadcrumb, footer and descriptions were 3.3:1).
 */
import { theme, type ThemeConfig } from 'antd';
// with their extensions: the build loads this file in Node too (build/antd-static-style.ts, from vite.config.ts)
import { AA_TEXT_RATIO, contrastRatio, darkenToContrast, flattenColor, parseHexColor, shadeColor } from '../lib/color-contrast.ts';
import { DEFAULT_PRIMARY_COLOR } from './settings/settings-rules.ts';

/** names the class that carries the variables (`.css-var-bus`) */
export const ANTD_CSS_VAR_KEY = 'bus';

type Token = NonNullable<ThemeConfig['token']>;
type Family = 'Primary' | 'Success' | 'Warning' | 'Error' | 'Info';
const FAMILIES: Family[] = ['Primary', 'Success', 'Warning', 'Error', 'Info'];
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'] as const;

/** grey text (descriptions, breadcrumb, placeholders): 45 % black was 3.3:1 on the layout's grey */
const GREY_TEXT = 'rgba(0,0,0,0.6)';

const defaults = theme.getDesignToken();
/** where text is written: cards and tables, the layout, table headers */
const PAGE_BACKGROUNDS = [defaults.colorBgContainer, defaults.colorBgLayout, flattenColor(defaults.colorFillAlter, defaults.colorBgContainer)];

const passes = (color: string, backgrounds: readonly string[]) => backgrounds.every((background) => contrastRatio(color, background) >= AA_TEXT_RATIO);

/** hover and pressed states that fail become darker shades of the AA colour (15 % and 30 % black) */
const STATE_SHADES = { Hover: 0.15, TextHover: 0.15, Active: 0.3, TextActive: 0.3, Text: 0 } as const;

/**
 * Each seed colour (the theme colour, antd's status colours) as its AA shade on the pages and on
 * its own light tint (a status tag, the selected menu item), for text and behind white text. The
 * tints and borders stay those of the colour chosen: antd derives muddy grey tints from a darkened
 * seed (#aabdba for 明青), so they are passed on as the chosen colour makes them.
 */
function familyTokens(seeds: Record<Family, string>): Token {
  const derived = theme.getDesignToken({ token: Object.fromEntries(FAMILIES.map((family) => [`color${family}`, seeds[family]])) }) as unknown as Record<
    string,
    unknown
  >;
  const token: Record<string, string> = {};
  for (const family of FAMILIES) {
    const backgrounds = [...PAGE_BACKGROUNDS, String(derived[`color${family}Bg`]), String(derived.controlItemBgActive)];
    const shade = darkenToContrast(seeds[family], backgrounds);
    token[`color${family}`] = shade;
    for (const [key, value] of Object.entries(derived)) {
      if (key.startsWith(`color${family}Bg`) || key.startsWith(`color${family}Border`)) token[key] = String(value);
    }
    for (const [state, black] of Object.entries(STATE_SHADES)) {
      const key = `color${family}${state}`;
      token[key] = passes(String(derived[key]), backgrounds) ? String(derived[key]) : shadeColor(shade, black);
    }
  }
  return token;
}

/**
 * antd's preset colours (Tag color="green", Button color="orange"): the 5th to 7th shades are
 * written as text on white and on the 1st shade, and behind white text, so each is darkened where
 * it fails. antd names every palette token twice (green7, green-7), and either may make the CSS
 * variable: both are set.
 */
const presetTokens: Token = Object.fromEntries(
  PRESETS.flatMap((preset) =>
    [5, 6, 7].flatMap((index) => {
      const color = defaults[`${preset}${index}` as keyof typeof defaults] as string;
      const shade = darkenToContrast(color, [defaults.colorBgContainer, defaults[`${preset}1`]]);
      return shade === color ? [] : [`${preset}${index}`, `${preset}-${index}`].map((key) => [key, shade]);
    }),
  ),
);

/** The theme colour chosen and the shade the app shows it in (the same unless it fails AA). */
export function accessiblePrimary(color: string): { chosen: string; shade: string; adjusted: boolean } {
  const chosen = (parseHexColor(color) ? color : DEFAULT_PRIMARY_COLOR).toLowerCase();
  const shade = accessibleTokens(chosen).colorPrimary as string;
  return { chosen, shade, adjusted: shade !== chosen };
}

const cache = new Map<string, Token>();
function accessibleTokens(primaryColor: string): Token {
  const primary = (parseHexColor(primaryColor) ? primaryColor : DEFAULT_PRIMARY_COLOR).toLowerCase();
  const cached = cache.get(primary);
  if (cached) return cached;
  const families = familyTokens({
    Primary: primary,
    Success: defaults.colorSuccess,
    Warning: defaults.colorWarning,
    Error: defaults.colorError,
    Info: defaults.colorInfo,
  });
  const token: Token = {
    ...families,
    // links in the theme colour (antd 5 takes them from its info blue, whatever the theme colour)
    colorLink: families.colorPrimary,
    colorLinkHover: families.colorPrimaryHover,
    colorLinkActive: families.colorPrimaryActive,
    colorTextTertiary: GREY_TEXT,
    colorTextDescription: GREY_TEXT,
    colorTextPlaceholder: GREY_TEXT,
    ...presetTokens,
  };
  cache.set(primary, token);
  return token;
}

export function antdTheme({ primaryColor, motion }: { primaryColor: string; motion: boolean }): ThemeConfig {
  return {
    cssVar: { key: ANTD_CSS_VAR_KEY },
    // one antd on the page: plain class names, no per-theme hash
    hashed: false,
    algorithm: theme.defaultAlgorithm,
    token: { ...accessibleTokens(primaryColor), borderRadius: 6, motion },
  };
}
