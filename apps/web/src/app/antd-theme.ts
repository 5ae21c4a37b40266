/**
 * The one antd theme of the app. Its design tokens are CSS variables (`cssVar`), so a colour or
 * motion setting changes only the variables, never the components' styles: those are the same for
 * every user, and the build writes them to a stylesheet (build/antd-static-style.ts) that antd
 * reads instead of working them out in the browser on every page load.
 */
import { theme, type ThemeConfig } from 'antd';

/** names the class that carries the variables (`.css-var-bus`) */
export const ANTD_CSS_VAR_KEY = 'bus';

export function antdTheme({ primaryColor, motion }: { primaryColor: string; motion: boolean }): ThemeConfig {
  return {
    cssVar: { key: ANTD_CSS_VAR_KEY },
    // one antd on the page: plain class names, no per-theme hash
    hashed: false,
    algorithm: theme.defaultAlgorithm,
    token: { colorPrimary: primaryColor, borderRadius: 6, motion },
  };
}
