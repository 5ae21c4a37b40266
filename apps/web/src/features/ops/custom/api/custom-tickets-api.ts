/**
 * 定制客运票务's api: the kit's (list, queryById, exportXls) from the contracts declaration (phones
 * arrive masked), and the totals with seats per line and day of what the list's filters select.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customTicketResource, type CustomTicketSummary, type ListQueryParams } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, unwrap } from '../../../../lib/http';

export const customTicketsApi = resourceApi(customTicketResource);

/** GET /ops/customTicket/summary with the list's filters: tickets, seats sold and takings, per line and day. */
export async function getCustomTicketSummary(params: ListQueryParams): Promise<CustomTicketSummary> {
  return unwrap(await getReply<CustomTicketSummary>('/ops/customTicket/summary', { params }));
}

export function useCustomTicketSummary(params: ListQueryParams) {
  return useQuery({
    queryKey: [...customTicketsApi.queryKey, 'summary', params],
    queryFn: () => getCustomTicketSummary(params),
    placeholderData: keepPreviousData,
  });
}
