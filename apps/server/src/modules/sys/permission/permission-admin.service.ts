/** The menu admin page: the whole tree, and add / edit / delete with the spec's validation. */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { PermissionEditRequest, PermissionRecord, PermissionSaveRequest } from '@bus/contracts';
import { permissionSaveSchema } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { updateVersioned } from '../../../lib/versioned-update';
import type { SessionContext } from '../../../types';
import { recordDataLog } from '../data-log/record-data-log';
import { sysDepartPermission, sysDepartRolePermission } from './depart-permission.table';
import { MENU_TYPE_BUTTON, type PermissionRow } from './menu-tree';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from './permission.table';

const NOT_FOUND = '菜单不存在';

export function toPermissionRecord(row: PermissionRow): PermissionRecord {
  const { createBy: _c, updateBy: _u, updateTime: _t, delFlag: _d, ...rest } = row;
  return rest;
}

/** Nests rows (ordered by sortNo) under their parents; rows whose parent is missing become roots. */
export function nestRows<T extends { id: string; parentId: string | null }>(rows: T[]): Array<T & { children?: T[] }> {
  const nodes = new Map(rows.map((row) => [row.id, { ...row } as T & { children?: T[] }]));
  const roots: Array<T & { children?: T[] }> = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function loadAllPermissions(db: Database) {
  return db.select().from(sysPermission).where(eq(sysPermission.delFlag, 0)).orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));
}

export async function permissionAdminTree(db: Database): Promise<PermissionRecord[]> {
  return nestRows((await loadAllPermissions(db)).map(toPermissionRecord));
}

type SaveInput = ReturnType<typeof permissionSaveSchema.parse>;

/** Type-dependent rules of spec 01 section 3 / issue 3; every failure names its field. */
async function validate(db: Database, input: SaveInput, exceptId?: string) {
  const notSelf = exceptId ? ne(sysPermission.id, exceptId) : undefined;
  if (input.menuType !== 0 && !input.parentId) throw fieldError('parentId', '子菜单和按钮必须选择上级菜单');
  if (input.parentId) {
    const [parent] = await db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.id, input.parentId), eq(sysPermission.delFlag, 0)));
    if (!parent) throw fieldError('parentId', '上级菜单不存在');
    if (parent.menuType === MENU_TYPE_BUTTON) throw fieldError('parentId', '按钮下不能再添加菜单或按钮');
    if (exceptId && (await isDescendant(db, input.parentId, exceptId))) throw fieldError('parentId', '上级菜单不能是自己或自己的下级');
  }
  if (input.menuType === MENU_TYPE_BUTTON) {
    if (!input.perms) throw fieldError('perms', '按钮必须填写授权标识');
    const taken = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(eq(sysPermission.perms, input.perms), eq(sysPermission.delFlag, 0), notSelf));
    if (taken.length) throw fieldError('perms', '授权标识已存在');
    return;
  }
  if (!input.url) throw fieldError('url', '菜单路径不能为空');
  const external = /^https?:\/\//.test(input.url);
  if (external && !input.internalOrExternal) throw fieldError('internalOrExternal', '外部链接需要选择“外部打开”');
  if (!external && !input.url.startsWith('/')) throw fieldError('url', '菜单路径必须以 / 开头，外部链接以 http 开头');
  if (!input.component) throw fieldError('component', '前端组件不能为空');
  if (input.perms) {
    const taken = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(eq(sysPermission.perms, input.perms), eq(sysPermission.delFlag, 0), notSelf));
    if (taken.length) throw fieldError('perms', '授权标识已存在');
  }
  const routeName = input.routeName || routeNameOfUrl(input.url);
  const taken = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(eq(sysPermission.routeName, routeName), notSelf));
  if (taken.length) throw fieldError(input.routeName ? 'routeName' : 'url', `路由名称 ${routeName} 已存在`);
}

/** /system/user -> system-user; https://x.example/a -> x.example-a */
export const routeNameOfUrl = (url: string) =>
  url
    .replace(/^https?:\/\//, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/[/?#=&.:]+/g, '-') || 'menu';

async function isDescendant(db: Database, candidateId: string, ancestorId: string) {
  const rows = await db.select({ id: sysPermission.id, parentId: sysPermission.parentId }).from(sysPermission);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let cur: string | null | undefined = candidateId; cur; cur = parentOf.get(cur)) if (cur === ancestorId) return true;
  return false;
}

function rowValues(input: SaveInput) {
  const button = input.menuType === MENU_TYPE_BUTTON;
  return {
    parentId: input.parentId || null,
    name: input.name,
    menuType: input.menuType,
    url: button ? null : input.url!,
    routeName: button ? null : input.routeName || routeNameOfUrl(input.url!),
    component: button ? null : input.component!,
    componentName: button ? null : input.componentName || input.component!.split('/').pop() || null,
    redirect: button ? null : input.redirect || null,
    perms: input.perms || null,
    permsType: input.permsType,
    sortNo: input.sortNo,
    alwaysShow: input.alwaysShow,
    icon: button ? null : input.icon || null,
    isRoute: button ? false : input.isRoute,
    keepAlive: input.keepAlive,
    hidden: input.hidden,
    internalOrExternal: input.internalOrExternal,
    status: input.status,
  };
}

async function refreshLeaf(db: Database, parentId: string | null) {
  if (!parentId) return;
  const children = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(eq(sysPermission.parentId, parentId), eq(sysPermission.delFlag, 0)))
    .limit(1);
  await db
    .update(sysPermission)
    .set({ isLeaf: children.length === 0 })
    .where(eq(sysPermission.id, parentId));
}

export async function addPermission(db: Database, session: SessionContext, request: PermissionSaveRequest, now: Date) {
  const input = permissionSaveSchema.parse(request);
  return db.transaction(async (tx) => {
    await validate(tx, input);
    const [row] = await tx
      .insert(sysPermission)
      .values({ ...rowValues(input), isLeaf: true, createBy: session.username, createTime: now })
      .returning();
    await refreshLeaf(tx, row.parentId);
    await recordDataLog(tx, { table: 'sys_permission', record: row, by: session.username, at: now });
    return row;
  });
}

export async function editPermission(db: Database, session: SessionContext, request: PermissionEditRequest, now: Date) {
  const { id, version, ...rest } = request;
  const input = permissionSaveSchema.parse(rest);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)));
    if (!before) throw new AppError(404, NOT_FOUND);
    await validate(tx, input, id);
    const row = await updateVersioned(tx, sysPermission, id, version, { ...rowValues(input), updateBy: session.username, updateTime: now }, NOT_FOUND);
    await refreshLeaf(tx, before.parentId);
    await refreshLeaf(tx, row.parentId);
    await recordDataLog(tx, { table: 'sys_permission', record: row, by: session.username, at: now });
    return row;
  });
}

/** Deletes the items with their whole subtrees, their data rules and every grant of them. */
export async function deletePermissions(db: Database, ids: string[]) {
  return db.transaction(async (tx) => {
    const all = await tx.select({ id: sysPermission.id, parentId: sysPermission.parentId }).from(sysPermission);
    const known = new Set(all.map((r) => r.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing) throw new AppError(404, NOT_FOUND);
    const doomed = new Set(ids);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of all) {
        if (row.parentId && doomed.has(row.parentId) && !doomed.has(row.id)) {
          doomed.add(row.id);
          grew = true;
        }
      }
    }
    const list = [...doomed];
    const parents = new Set(all.filter((r) => ids.includes(r.id)).map((r) => r.parentId));
    await tx.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, list));
    await tx.delete(sysDepartPermission).where(inArray(sysDepartPermission.permissionId, list));
    await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.permissionId, list));
    await tx.delete(sysPermissionDataRule).where(inArray(sysPermissionDataRule.permissionId, list));
    await tx.delete(sysPermission).where(or(inArray(sysPermission.id, list)));
    for (const parent of parents) if (parent && !doomed.has(parent)) await refreshLeaf(tx, parent);
    return list.length;
  });
}
