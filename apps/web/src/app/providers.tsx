import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';
import { useSettingsStore } from './settings/settings-store';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Colour weak mode inverts the page as Ant Design Pro does. */
function useColorWeak(enabled: boolean) {
  useEffect(() => {
    document.documentElement.style.filter = enabled ? 'invert(80%)' : '';
  }, [enabled]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const primaryColor = useSettingsStore((state) => state.primaryColor);
  const colorWeak = useSettingsStore((state) => state.colorWeak);
  useColorWeak(colorWeak);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider locale={zhCN} theme={{ algorithm: theme.defaultAlgorithm, token: { colorPrimary: primaryColor, borderRadius: 6, motion: !reducedMotion } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
