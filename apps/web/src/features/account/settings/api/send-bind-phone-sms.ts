import type { ApiReply } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** POST /sys/user/bindPhoneSms: sends a code to a phone not used by anyone else. */
export async function sendBindPhoneSms(phone: string): Promise<string> {
  const reply = (await http.post<ApiReply<null>>('/sys/user/bindPhoneSms', { phone }, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}
