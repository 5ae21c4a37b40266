/**
 * 企业与个人定制's api: the kit's list and export from the contracts declaration, the demand still
 * open, and a request's move through its states (PUT /ops/customization/state: 评估中, 已开线 with a
 * custom line, 未通过 with a reply; 409 when stale), which refreshes the list and the demand.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { customRequestResource, type ApiReply, type CustomDemand, type CustomRequestRecord, type CustomRequestStateChange } from '@bus/contracts';
import { resourceApi } from '../../../../components/resource-kit';
import { getReply, http, unwrap } from '../../../../lib/http';

export const customRequestsApi = resourceApi(customRequestResource);

/** GET /ops/customization/demand: passengers per from→to pair of the requests still open. */
export async function getCustomDemand(): Promise<CustomDemand[]> {
  return unwrap(await getReply<CustomDemand[]>('/ops/customization/demand'));
}

export function useCustomDemand() {
  return useQuery({ queryKey: [...customRequestsApi.queryKey, 'demand'], queryFn: getCustomDemand });
}

export async function moveCustomRequest(input: CustomRequestStateChange): Promise<CustomRequestRecord> {
  return unwrap((await http.put<ApiReply<CustomRequestRecord>>('/ops/customization/state', input, { skipErrorHandler: true })).data);
}

export function useMoveCustomRequest() {
  const invalidate = customRequestsApi.useInvalidate();
  return useMutation({ mutationFn: moveCustomRequest, onSuccess: () => void invalidate() });
}
