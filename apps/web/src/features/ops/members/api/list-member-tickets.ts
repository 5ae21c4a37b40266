import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomTicketRecord, PageResult } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';
import { membersApi } from './members-api';

/** GET /ops/member/tickets: a member's custom-bus tickets, newest travel date first. */
export async function listMemberTickets(memberId: string, pageNo: number, pageSize: number): Promise<PageResult<CustomTicketRecord>> {
  return unwrap(await getReply<PageResult<CustomTicketRecord>>('/ops/member/tickets', { params: { memberId, pageNo, pageSize } }));
}

export const memberTicketsQueryOptions = (memberId: string, pageNo: number, pageSize: number) => ({
  queryKey: [...membersApi.queryKey, 'tickets', memberId, pageNo, pageSize] as const,
  queryFn: () => listMemberTickets(memberId, pageNo, pageSize),
});

export function useMemberTickets(memberId: string | undefined, pageNo: number, pageSize = 10) {
  return useQuery({ ...memberTicketsQueryOptions(memberId ?? '', pageNo, pageSize), enabled: Boolean(memberId), placeholderData: keepPreviousData });
}
