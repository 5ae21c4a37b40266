import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, CustomRequestRecord, CustomRequestStateChange } from '@bus/contracts';
import { http, unwrap } from '../../../../lib/http';
import { customRequestsQueryKey } from './list-custom-requests';

/** PUT /ops/customization/state: 评估中, 已开线 (with a custom line) or 未通过 (with a reply); 409 when stale. */
export async function moveCustomRequest(input: CustomRequestStateChange): Promise<CustomRequestRecord> {
  return unwrap((await http.put<ApiReply<CustomRequestRecord>>('/ops/customization/state', input, { skipErrorHandler: true })).data);
}

export function useMoveCustomRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveCustomRequest,
    onSuccess: () => void client.invalidateQueries({ queryKey: customRequestsQueryKey }),
  });
}
