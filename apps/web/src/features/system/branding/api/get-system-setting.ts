import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSetting } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

export const DEFAULT_BRANDING: SystemSetting = {
  systematicName: '江城',
  systemLogoUrl: '/branding/logo.svg',
  systemBackdropUrl: '/branding/login-bg.svg',
};

/** GET /basic/system/get: branding is the first item of the result. */
export async function getSystemSetting(): Promise<SystemSetting> {
  const list = unwrap(await getReply<SystemSetting[]>('/basic/system/get', { skipErrorHandler: true }));
  return { ...DEFAULT_BRANDING, ...(Array.isArray(list) ? list[0] : undefined) };
}

export const systemSettingQueryOptions = () => queryOptions({ queryKey: ['system-setting'], queryFn: getSystemSetting, staleTime: 5 * 60 * 1000 });

export function useSystemSetting() {
  return useQuery(systemSettingQueryOptions());
}
