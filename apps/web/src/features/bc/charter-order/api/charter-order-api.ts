/**
 * 包车订单's API on the web (issue 25): the kit's hooks, the machine's moves (each a PUT that
 * replies the order as the list shows it and what to tell the user), 订单查看's view, and the
 * published packages a quote is made on.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  charterDemandResource,
  charterOrderResource,
  type ApiReply,
  type CharterOrderAction,
  type CharterOrderRecord,
  type CharterOrderView,
  type CharterPackageRecord,
  type PageResult,
} from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { http, unwrap } from '../../../../lib/http';

export const charterOrderApi = resourceApi(charterOrderResource);
/** the demands' queries (a quote sent or confirmed moves its demand) */
const demandKey = resourceApi(charterDemandResource).queryKey;

/** the route of each move the list takes (派车 is 派车管理's) */
const MOVE_PATHS: Partial<Record<CharterOrderAction, string>> = {
  quote: 'quote',
  requote: 'requote',
  confirm: 'confirm',
  payDeposit: 'payDeposit',
  start: 'start',
  complete: 'complete',
  settle: 'settle',
  cancel: 'cancel',
};

/** takes a move; replies the server's message (the shared client shows a refusal, field errors land under their fields) */
export async function moveOrder(action: CharterOrderAction, body: { id: string; version: number } & Record<string, unknown>): Promise<string> {
  const path = MOVE_PATHS[action];
  if (!path) throw new Error(`包车订单的「${action}」不在此页办理`);
  const reply = (await http.put<ApiReply<CharterOrderRecord>>(`/bc/charterOrder/${path}`, body, { skipErrorHandler: true })).data;
  unwrap(reply);
  return reply.message;
}

/** after a move: the list, the view and the demands (a quote moves its demand) read again */
export function useOrderChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: charterOrderApi.queryKey }),
      client.invalidateQueries({ queryKey: ['charter-order-view'] }),
      client.invalidateQueries({ queryKey: demandKey }),
    ]);
}

export function useOrderView(id: string | null) {
  return useQuery({
    queryKey: ['charter-order-view', id],
    enabled: Boolean(id),
    queryFn: async () => unwrap((await http.get<ApiReply<CharterOrderView>>('/bc/charterOrder/view', { params: { id }, skipErrorHandler: true })).data),
  });
}

/** the packages a quote may be made on: the published ones, by name */
export function usePublishedPackages(open: boolean) {
  return useQuery({
    queryKey: ['/bc/charterPackage', 'published'],
    enabled: open,
    queryFn: async () =>
      unwrap(
        (
          await http.get<ApiReply<PageResult<CharterPackageRecord>>>('/bc/charterPackage/list', {
            params: { state: 'published', pageSize: 100, column: 'name', order: 'asc' },
          })
        ).data,
      ).records,
  });
}
