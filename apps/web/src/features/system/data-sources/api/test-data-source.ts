import type { ApiReply, DataSourceTest } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';

/** POST /sys/dataSource/testConnection: the server refuses hosts outside its allowlist before connecting. */
export async function testDataSource(request: DataSourceTest): Promise<string> {
  const reply = (await http.post<ApiReply<null>>('/sys/dataSource/testConnection', request, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}
