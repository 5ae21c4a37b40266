import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiReply, PermissionEditRequest, PermissionRecord, PermissionSaveRequest } from '@bus/contracts';
import { http, postReply, unwrap } from '../../../../lib/http';
import { menusQueryOptions } from './list-menus';

/** POST /sys/permission/add or PUT /sys/permission/edit (with version). */
export async function saveMenu(input: PermissionSaveRequest | PermissionEditRequest): Promise<PermissionRecord> {
  if ('id' in input && input.id) return unwrap((await http.put<ApiReply<PermissionRecord>>('/sys/permission/edit', input)).data);
  return unwrap(await postReply<PermissionRecord>('/sys/permission/add', input));
}

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMenu, onSuccess: () => client.invalidateQueries({ queryKey: menusQueryOptions().queryKey }) });
}
