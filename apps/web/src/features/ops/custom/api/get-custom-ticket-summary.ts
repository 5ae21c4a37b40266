import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomTicketSummary, ListQueryParams } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { customTicketsQueryKey } from './list-custom-tickets';

/** GET /ops/customTicket/summary with the list's filters: tickets, seats sold and takings, per line and day. */
export async function getCustomTicketSummary(params: ListQueryParams): Promise<CustomTicketSummary> {
  return unwrap(await getReply<CustomTicketSummary>('/ops/customTicket/summary', { params }));
}

export function useCustomTicketSummary(params: ListQueryParams) {
  return useQuery({
    queryKey: [...customTicketsQueryKey, 'summary', params],
    queryFn: () => getCustomTicketSummary(params),
    placeholderData: keepPreviousData,
  });
}
