/**
 * The menu a level at a time (spec 01 section 7; JeecgBoot's getSystemMenuList, getSystemSubmenu
 * and getSystemSubmenuBatch): the top-level menus, the children of one menu, or of several grouped
 * by parent. Records as 菜单管理's tree has them, without children.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PermissionRecord } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { toPermissionRecord } from './permission-admin.service';
import { sysPermission } from './permission.table';

const MENU_TYPE_TOP = 0;
const inMenuOrder = [asc(sysPermission.sortNo), asc(sysPermission.id)];

export async function topLevelMenus(db: Database): Promise<PermissionRecord[]> {
  const rows = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.menuType, MENU_TYPE_TOP), eq(sysPermission.delFlag, 0)))
    .orderBy(...inMenuOrder);
  return rows.map(toPermissionRecord);
}

export async function childrenOf(db: Database, parentId: string): Promise<PermissionRecord[]> {
  return (await childrenByParent(db, [parentId]))[parentId] ?? [];
}

/** Children of each parent that has any (a parent without children, or unknown, is left out). */
export async function childrenByParent(db: Database, parentIds: string[]): Promise<Record<string, PermissionRecord[]>> {
  const rows = await db
    .select()
    .from(sysPermission)
    .where(and(inArray(sysPermission.parentId, parentIds), eq(sysPermission.delFlag, 0)))
    .orderBy(...inMenuOrder);
  // keys come from the request: no prototype for a "constructor" to reach (DESIGN.md rule 8)
  const grouped: Record<string, PermissionRecord[]> = Object.create(null);
  for (const row of rows) (grouped[row.parentId!] ??= []).push(toPermissionRecord(row));
  return grouped;
}
