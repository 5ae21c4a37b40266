import { useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/**
 * GET /sys/role/queryall: whether the signed-in user may hand this role out and take it back
 * (false: it carries a permission they lack, and the server refuses). Unknown counts as allowed:
 * the server decides either way.
 */
export function useRoleGrantable(roleId: string): boolean {
  const roles = useQuery({
    queryKey: ['system', 'roles', 'grantable'],
    queryFn: async () => unwrap(await getReply<RoleOption[]>('/sys/role/queryall', { skipErrorHandler: true })),
  });
  return roles.data?.find((role) => role.id === roleId)?.grantable !== false;
}
