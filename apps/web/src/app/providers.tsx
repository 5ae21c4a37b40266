import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { antdTheme } from './antd-theme';
import { useSettingsStore } from './settings/settings-store';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Colour weak mode inverts the page as Ant Design Pro does. */
function useColorWeak(enabled: boolean) {
  useEffect(() => {
    document.documentElement.style.filter = enabled ? 'invert(80%)' : '';
  }, [enabled]);
}

const NO_WAVE = { disabled: true };

/**
 * Where antd writes the styles it makes in the browser (its theme's variables, any style the
 * build's stylesheet lacks): an element of their own at the start of <head>, so they stay before
 * the app's stylesheets as before. Every antd component that mounts looks through the children of
 * this container for its theme's style tag; in <head> itself that meant also reading the 120 module
 * preload links of the build, about 40 ms of a page's first render (issue 10: menu click to rows).
 */
const antdStyles = (() => {
  if (typeof document === 'undefined') return undefined;
  const container = document.createElement('div');
  container.dataset.antdStyles = '';
  document.head.prepend(container);
  return container;
})();

/**
 * antd's settings: the app's theme with the user's colour, motion as the system asks (the click
 * ripple too: antd's motion token leaves it on, a 2 s fade after every click), Chinese texts.
 */
function AntdConfig({ children }: { children: ReactNode }) {
  const primaryColor = useSettingsStore((state) => state.primaryColor);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <StyleProvider container={antdStyles}>
      <ConfigProvider locale={zhCN} theme={antdTheme({ primaryColor, motion: !reducedMotion })} wave={reducedMotion ? NO_WAVE : undefined}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}

// message, notification and Modal.confirm called as functions render outside the app's tree: give
// them the same settings (the theme's class names are plain, so a second theme would clash)
ConfigProvider.config({ holderRender: (children) => <AntdConfig>{children}</AntdConfig> });

export function AppProviders({ children }: { children: ReactNode }) {
  const colorWeak = useSettingsStore((state) => state.colorWeak);
  useColorWeak(colorWeak);
  return (
    <AntdConfig>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AntdConfig>
  );
}
