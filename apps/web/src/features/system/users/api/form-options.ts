import { useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@bus/contracts';
import { getReply, unwrap } from '../../../../lib/http';

/** Option sources of the user form; each belongs to another area, so a missing one yields no options. */

export interface DepartTreeNode {
  key: string;
  value: string;
  title: string;
  children?: DepartTreeNode[];
}

/** `grantable` false: the role carries a permission the signed-in user lacks, so the server refuses to hand it out. */
export type { RoleOption } from '@bus/contracts';

export interface PositionOption {
  id: string;
  code: string;
  name: string;
}

/** GET /sys/sysDepart/queryTreeList */
export async function getDepartTree(): Promise<DepartTreeNode[]> {
  const result = unwrap(await getReply<DepartTreeNode[] | null>('/sys/sysDepart/queryTreeList', { skipErrorHandler: true }));
  return Array.isArray(result) ? result : [];
}

/** GET /sys/role/queryall */
export async function getRoles(): Promise<RoleOption[]> {
  const result = unwrap(await getReply<RoleOption[] | null>('/sys/role/queryall', { skipErrorHandler: true }));
  return Array.isArray(result) ? result : [];
}

/** GET /sys/position/list?pageSize=100 */
export async function getPositions(): Promise<PositionOption[]> {
  const result = unwrap(await getReply<{ records?: PositionOption[] } | null>('/sys/position/list', { params: { pageSize: 100 }, skipErrorHandler: true }));
  return result?.records ?? [];
}

/**
 * Loaded when the form first opens, not with the list: on the list page's first visit they were
 * three requests racing the list's own (issue 10: menu click to rows).
 */
export const useDepartTree = (enabled: boolean) => useQuery({ queryKey: ['system', 'users', 'depart-tree'], queryFn: getDepartTree, retry: false, enabled });
export const useRoleOptions = (enabled: boolean) => useQuery({ queryKey: ['system', 'users', 'roles'], queryFn: getRoles, retry: false, enabled });
export const usePositionOptions = (enabled: boolean) => useQuery({ queryKey: ['system', 'users', 'positions'], queryFn: getPositions, retry: false, enabled });
