import type { ApiReply } from '@bus/contracts';
import { http, saveBlob, unwrap } from '../../../../lib/http';

/** GET /sys/gatewayRoute/export: the enabled routes as the JSON the proxy loads; saved as a file. */
export async function exportGatewayRoutes(): Promise<void> {
  const routes = unwrap((await http.get<ApiReply<unknown[]>>('/sys/gatewayRoute/export')).data);
  saveBlob(new Blob([JSON.stringify(routes, null, 2)], { type: 'application/json' }), 'gateway-routes.json');
}
