import type { ApiReply } from '@bus/contracts';
import { http } from '../../../../lib/http';

/** GET /sys/quartzJob/cronPreview?cron=: the next 10 run times, or the server's '没有执行时间'. */
export async function getCronPreview(cron: string): Promise<{ times: string[]; message: string }> {
  const reply = (await http.get<ApiReply<string[]>>('/sys/quartzJob/cronPreview', { params: { cron }, skipErrorHandler: true })).data;
  return { times: reply.result, message: reply.message };
}
