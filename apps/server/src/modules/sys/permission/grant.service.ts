/**
 * Granting menus and buttons: to roles, to departments (what a department may hand out) and to
 * department roles. Saving always adds the ancestors of every granted item, so a user who is
 * granted a page or a button also sees the menu path leading to it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PermissionTreeNode, PermissionTreeResult } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { sysDepartPermission, sysDepartRolePermission } from './depart-permission.table';
import { loadAllPermissions } from './permission-admin.service';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from './permission.table';

type Row = { id: string; parentId: string | null; name: string; menuType: number; perms: string | null };

export function buildGrantTree(rows: Row[]): PermissionTreeNode[] {
  const nodes = new Map<string, PermissionTreeNode>(rows.map((r) => [r.id, { key: r.id, title: r.name, menuType: r.menuType, perms: r.perms, isLeaf: true }]));
  const roots: PermissionTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) {
      (parent.children ??= []).push(node);
      parent.isLeaf = false;
    } else if (!r.parentId) roots.push(node);
  }
  return roots;
}

/** The granting tree; `only` limits it to those ids (a department's permissions). */
export async function grantTree(db: Database, only?: Set<string>): Promise<PermissionTreeResult> {
  const rows = (await loadAllPermissions(db)).filter((r) => !only || only.has(r.id));
  return { treeList: buildGrantTree(rows), ids: rows.map((r) => r.id) };
}

export const splitIds = (text: string | undefined | null) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** The ids plus all their ancestors; unknown ids are a 422 on permissionIds. */
export async function withAncestors(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const all = await db.select({ id: sysPermission.id, parentId: sysPermission.parentId }).from(sysPermission).where(eq(sysPermission.delFlag, 0));
  const parentOf = new Map(all.map((r) => [r.id, r.parentId]));
  const out = new Set<string>();
  for (const id of ids) {
    if (!parentOf.has(id)) throw fieldError('permissionIds', '部分菜单不存在，请刷新后重试');
    for (let cur: string | null | undefined = id; cur && !out.has(cur); cur = parentOf.get(cur)) out.add(cur);
  }
  return [...out];
}

export async function rolePermissionIds(db: Database, roleId: string) {
  return (await db.select({ id: sysRolePermission.permissionId }).from(sysRolePermission).where(eq(sysRolePermission.roleId, roleId))).map((r) => r.id);
}

/**
 * Replaces the role's grants with exactly these ids (and their ancestors), keeping the data-rule
 * choices of items that stay granted.
 */
export async function saveRolePermissions(db: Database, roleId: string, permissionIds: string) {
  await db.transaction(async (tx) => {
    const wanted = await withAncestors(tx, splitIds(permissionIds));
    const current = await tx.select().from(sysRolePermission).where(eq(sysRolePermission.roleId, roleId));
    const keep = new Set(wanted);
    const gone = current.filter((c) => !keep.has(c.permissionId)).map((c) => c.permissionId);
    if (gone.length) await tx.delete(sysRolePermission).where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, gone)));
    const have = new Set(current.map((c) => c.permissionId));
    const added = wanted.filter((id) => !have.has(id));
    if (added.length) await tx.insert(sysRolePermission).values(added.map((permissionId) => ({ roleId, permissionId })));
  });
}

export async function departPermissionIds(db: Database, departId: string) {
  return (await db.select({ id: sysDepartPermission.permissionId }).from(sysDepartPermission).where(eq(sysDepartPermission.departId, departId))).map(
    (r) => r.id,
  );
}

/** Replaces what the department may hand out; its department roles lose grants outside it. */
export async function saveDepartPermissions(db: Database, departId: string, permissionIds: string, departRoleIds: string[]) {
  await db.transaction(async (tx) => {
    const wanted = await withAncestors(tx, splitIds(permissionIds));
    await tx.delete(sysDepartPermission).where(eq(sysDepartPermission.departId, departId));
    if (wanted.length) await tx.insert(sysDepartPermission).values(wanted.map((permissionId) => ({ departId, permissionId })));
    if (departRoleIds.length) {
      const roleGrants = await tx.select().from(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, departRoleIds));
      const allowed = new Set(wanted);
      const outside = roleGrants.filter((g) => !allowed.has(g.permissionId));
      for (const g of outside) {
        await tx
          .delete(sysDepartRolePermission)
          .where(and(eq(sysDepartRolePermission.roleId, g.roleId), eq(sysDepartRolePermission.permissionId, g.permissionId)));
      }
    }
  });
}

export async function deptRolePermissionIds(db: Database, roleId: string) {
  return (await db.select({ id: sysDepartRolePermission.permissionId }).from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, roleId))).map(
    (r) => r.id,
  );
}

/** A department role may only be granted what its department may hand out. */
export async function saveDeptRolePermissions(db: Database, roleId: string, departId: string, permissionIds: string) {
  await db.transaction(async (tx) => {
    const wanted = await withAncestors(tx, splitIds(permissionIds));
    const allowed = new Set(await departPermissionIds(tx, departId));
    if (wanted.some((id) => !allowed.has(id))) throw fieldError('permissionIds', '只能授予本部门拥有的权限');
    await tx.delete(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, roleId));
    if (wanted.length) await tx.insert(sysDepartRolePermission).values(wanted.map((permissionId) => ({ roleId, permissionId })));
  });
}

/** The menu's rules and the ones this role holds on it. */
export async function roleDataRules(db: Database, permissionId: string, roleId: string) {
  const datarule = await db
    .select()
    .from(sysPermissionDataRule)
    .where(eq(sysPermissionDataRule.permissionId, permissionId))
    .orderBy(sysPermissionDataRule.createTime);
  const [grant] = await db
    .select({ ids: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)));
  return { datarule, drChecked: grant?.ids ?? '' };
}

export async function saveRoleDataRules(db: Database, roleId: string, permissionId: string, dataRuleIds: string) {
  const ids = splitIds(dataRuleIds);
  await db.transaction(async (tx) => {
    if (ids.length) {
      const rules = await tx
        .select({ id: sysPermissionDataRule.id })
        .from(sysPermissionDataRule)
        .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.permissionId, permissionId)));
      if (rules.length !== ids.length) throw fieldError('dataRuleIds', '数据规则不属于该菜单');
    }
    const [grant] = await tx
      .select()
      .from(sysRolePermission)
      .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)));
    if (!grant)
      throw new AppError(422, '请先授权该菜单并保存，再设置数据规则', { errors: [{ field: 'permissionId', message: '请先授权该菜单并保存，再设置数据规则' }] });
    await tx
      .update(sysRolePermission)
      .set({ dataRuleIds: ids.join(',') || null })
      .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)));
  });
}
