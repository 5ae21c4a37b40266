import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemSetting, SystemSettingReply } from '@bus/contracts';
import { getReply, unwrap } from '../http';

export const DEFAULT_BRANDING: SystemSetting = {
  systematicName: '江城',
  systemLogoUrl: '/branding/logo.svg',
  systemBackdropUrl: '/branding/login-bg.svg',
};

/**
 * GET /basic/system/get: the branding (the first item of the result) and the largest upload the
 * server takes (UPLOAD_MAX_MB; undefined only when the server sent no settings at all).
 */
export async function getSystemSetting(): Promise<SystemSetting & Partial<Pick<SystemSettingReply, 'uploadMaxMb'>>> {
  const list = unwrap(await getReply<SystemSettingReply[]>('/basic/system/get', { skipErrorHandler: true }));
  return { ...DEFAULT_BRANDING, ...(Array.isArray(list) ? list[0] : undefined) };
}

export const systemSettingQueryOptions = () => queryOptions({ queryKey: ['system-setting'], queryFn: getSystemSetting, staleTime: 5 * 60 * 1000 });

export function useSystemSetting() {
  return useQuery(systemSettingQueryOptions());
}
