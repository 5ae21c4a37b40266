/** The system tables behind the list layer's lookups (lib/list-query/lookups.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { ListLookups } from '../../lib/list-query';
import { sysDict, sysDictItem } from './dict/dict.table';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from './permission/permission.table';
import { sysUserRole } from './role/role.table';
import { sysUser } from './user/user.table';

export const listLookups: ListLookups = {
  dictTexts: (db, codes) =>
    db
      .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(and(inArray(sysDict.dictCode, codes), eq(sysDict.delFlag, 0))),

  async grantedDataRules(db, userId, permissionCode) {
    const grants = await db
      .select({ ids: sysRolePermission.dataRuleIds })
      .from(sysRolePermission)
      .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
      .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
      .where(and(eq(sysUserRole.userId, userId), eq(sysPermission.perms, permissionCode), eq(sysPermission.delFlag, 0)));
    const ids = [...new Set(grants.flatMap((g) => (g.ids ?? '').split(',').filter(Boolean)))];
    if (ids.length === 0) return [];
    return db
      .select({
        ruleColumn: sysPermissionDataRule.ruleColumn,
        ruleConditions: sysPermissionDataRule.ruleConditions,
        ruleValue: sysPermissionDataRule.ruleValue,
      })
      .from(sysPermissionDataRule)
      .where(and(inArray(sysPermissionDataRule.id, ids), eq(sysPermissionDataRule.status, '1')));
  },

  async orgCodeOf(db, userId) {
    const [user] = await db.select({ orgCode: sysUser.orgCode }).from(sysUser).where(eq(sysUser.id, userId));
    return user?.orgCode ?? '';
  },
};
