import type { ApiReply } from '@bus/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../../lib/http';
import { menusQueryOptions } from './list-menus';

/** DELETE /sys/permission/delete?id= (the subtree, its grants and data rules go too). */
export async function deleteMenu(id: string): Promise<number> {
  return unwrap((await http.delete<ApiReply<number>>('/sys/permission/delete', { params: { id } })).data);
}

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => client.invalidateQueries({ queryKey: menusQueryOptions().queryKey }) });
}
