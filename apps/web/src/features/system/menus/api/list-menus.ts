import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionRecord } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** GET /sys/permission/list: the whole menu tree with every field. */
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'menus'],
    queryFn: async () => unwrap(await getReply<PermissionRecord[]>('/sys/permission/list')),
  });

export const useMenus = () => useQuery(menusQueryOptions());
