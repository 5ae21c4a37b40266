/**
 * The card desk's api (issue 24): the kits' lists of 办卡管理, 挂失管理 and 补卡管理 from their
 * contracts declarations, the desk's operations (each refreshing the three lists), a card's ledger,
 * the enabled pay modes and 充值设置.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cardReplacementResource,
  cardResource,
  lossReportResource,
  type ApiReply,
  type CardIssue,
  type CardRecord,
  type CardReplace,
  type CardReportLost,
  type CardReturn,
  type CardTopUp,
  type LedgerRecord,
  type PayModeRecord,
  type RechargeSettingRecord,
} from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';

export const cardsApi = resourceApi(cardResource);
export const lossReportsApi = resourceApi(lossReportResource);
export const cardReplacementsApi = resourceApi(cardReplacementResource);

export type CardOperation =
  | { op: 'issue'; body: CardIssue }
  | { op: 'topUp'; body: CardTopUp }
  | { op: 'reportLost'; body: CardReportLost }
  | { op: 'unblock'; body: CardReportLost }
  | { op: 'replace'; body: CardReplace }
  | { op: 'return'; body: CardReturn };

/** POST /isps/card/<op>: the card as it now is and what the server said (a replay says it booked nothing again) */
export async function runCardOperation(operation: CardOperation): Promise<{ card: CardRecord; message: string }> {
  const reply = (await http.post<ApiReply<CardRecord>>(`/isps/card/${operation.op}`, operation.body, { skipErrorHandler: true })).data;
  return { card: unwrap(reply), message: reply.message };
}

export function useCardOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runCardOperation,
    onSuccess: (_done, operation) =>
      Promise.all([
        client.invalidateQueries({ queryKey: cardsApi.queryKey }),
        client.invalidateQueries({ queryKey: lossReportsApi.queryKey }),
        client.invalidateQueries({ queryKey: cardReplacementsApi.queryKey }),
        client.invalidateQueries({ queryKey: ['isps', 'card-ledger', 'body' in operation && 'id' in operation.body ? operation.body.id : ''] }),
      ]),
  });
}

/** GET /isps/card/ledger: a card's newest entries */
export function useCardLedger(id: string | null) {
  return useQuery({
    queryKey: ['isps', 'card-ledger', id ?? ''],
    queryFn: async () => unwrap(await getReply<LedgerRecord[]>('/isps/card/ledger', { params: { id } })),
    enabled: Boolean(id),
  });
}

/** the company's enabled pay modes, in their order, for the desk's pay-mode select */
export function usePayModes() {
  return useQuery({
    queryKey: ['isps', 'pay-modes', 'enabled'],
    queryFn: async () =>
      unwrap(await getReply<{ records: PayModeRecord[] }>('/isps/payMode/list', { params: { status: '1', pageSize: 50, column: 'sortNo', order: 'asc' } }))
        .records,
    staleTime: 60_000,
  });
}

export const rechargeSettingQueryKey = ['isps', 'recharge-setting'] as const;

/** GET /isps/rechargeSetting/get: the company's top-up amounts, limits and fees */
export function useRechargeSetting() {
  return useQuery({
    queryKey: rechargeSettingQueryKey,
    queryFn: async () => unwrap(await getReply<RechargeSettingRecord>('/isps/rechargeSetting/get')),
    staleTime: 30_000,
  });
}

/** a new key for one opening of a dialog: the same submission sent twice books once */
export const newRequestId = () => crypto.randomUUID();
