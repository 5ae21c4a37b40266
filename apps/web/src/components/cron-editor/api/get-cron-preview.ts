import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NO_RUN_TIMES } from '@bus/contracts';
import { getReply } from '../../../lib/http';

/**
 * GET /sys/quartzJob/cronPreview?cron=: the next ten run times computed by the server's
 * scheduler code (Quartz semantics, the server's time zone), so the preview and the jobs agree.
 * An invalid expression is a 422 whose message says what is wrong.
 */
export interface CronPreview {
  times: string[];
  /** '没有执行时间' when the expression never fires again */
  message: string;
}

export async function getCronPreview(cron: string): Promise<CronPreview> {
  const reply = await getReply<string[]>('/sys/quartzJob/cronPreview', { params: { cron }, skipErrorHandler: true });
  return { times: reply.result ?? [], message: reply.result?.length ? reply.message : NO_RUN_TIMES };
}

export const cronPreviewQueryOptions = (cron: string) =>
  queryOptions({
    queryKey: ['cron-editor', 'preview', cron],
    queryFn: () => getCronPreview(cron),
    enabled: cron.trim() !== '',
    retry: false,
    // "next times" move with the clock: ask again whenever the preview is shown
    staleTime: 0,
    // the last times stay (under a spinner) while the next ones load, instead of flickering
    placeholderData: keepPreviousData,
  });

export function useCronPreview(cron: string) {
  return useQuery(cronPreviewQueryOptions(cron));
}
