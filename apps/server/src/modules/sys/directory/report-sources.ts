/**
 * What a report (在线报表, online/cgreport) may read of the system's data: each source a query
 * limited to the session's tenant (a bound parameter) and to columns fit to show (no password
 * hash, no ID-card number). The system area decides what of its tables a report sees; the report
 * runner puts these in front of a report's SQL and proves it reads nothing else.
 */
import { sql, type SQL } from 'drizzle-orm';
import { sysCategory } from '../category/category.table';
import { sysDepart, sysUserDepart } from '../depart/depart.table';
import { sysDict, sysDictItem } from '../dict/dict.table';
import { sysPosition } from '../position/position.table';
import { sysUserTenant } from '../tenant/tenant.table';
import { sysUser } from '../user/user.table';

export interface ReportSource {
  name: string;
  title: string;
  /** the columns it offers, shown to the administrator writing a report */
  columns: Array<[string, string]>;
  /** base tables its definition reads (the planner check allows exactly these inside it) */
  tables: string[];
  define(tenantId: number): SQL;
}

export const reportSources: ReportSource[] = [
  {
    name: 'rpt_user',
    title: '本租户的用户（不含已删除）',
    columns: [
      ['id', 'ID'],
      ['username', '账号'],
      ['realname', '姓名'],
      ['work_no', '工号'],
      ['phone', '手机号'],
      ['sex', '性别（字典 sex）'],
      ['status', '状态（字典 user_status）'],
      ['post', '职务编码'],
      ['org_code', '当前部门编码'],
      ['create_time', '创建时间'],
      ['tenant_id', '租户'],
    ],
    tables: ['sys_user', 'sys_user_tenant'],
    define: (tenantId) => sql`select u.id, u.username, u.realname, u.work_no, u.phone, u.sex, u.status, u.post, u.org_code, u.create_time, ut.tenant_id
      from ${sysUser} u join ${sysUserTenant} ut on ut.user_id = u.id where u.del_flag = 0 and ut.tenant_id = ${tenantId}`,
  },
  {
    name: 'rpt_depart',
    title: '本租户的部门',
    columns: [
      ['id', 'ID'],
      ['parent_id', '上级 ID'],
      ['depart_name', '名称'],
      ['org_code', '机构编码'],
      ['org_category', '类型（字典 org_category）'],
      ['status', '状态'],
      ['depart_order', '排序'],
      ['tenant_id', '租户'],
    ],
    tables: ['sys_depart'],
    define: (tenantId) => sql`select id, parent_id, depart_name, org_code, org_category, status, depart_order, tenant_id
      from ${sysDepart} where del_flag = 0 and tenant_id = ${tenantId}`,
  },
  {
    name: 'rpt_user_depart',
    title: '用户与部门的关系（本租户）',
    columns: [
      ['user_id', '用户 ID'],
      ['dep_id', '部门 ID'],
      ['tenant_id', '租户'],
    ],
    tables: ['sys_user_depart', 'sys_depart'],
    define: (tenantId) => sql`select ud.user_id, ud.dep_id, d.tenant_id from ${sysUserDepart} ud join ${sysDepart} d on d.id = ud.dep_id
      where d.del_flag = 0 and d.tenant_id = ${tenantId}`,
  },
  {
    name: 'rpt_position',
    title: '本租户的职务',
    columns: [
      ['id', 'ID'],
      ['code', '编码'],
      ['name', '名称'],
      ['post_rank', '职级（字典 position_rank）'],
      ['tenant_id', '租户'],
    ],
    tables: ['sys_position'],
    define: (tenantId) => sql`select id, code, name, post_rank, tenant_id from ${sysPosition} where tenant_id = ${tenantId}`,
  },
  {
    name: 'rpt_dict_item',
    title: '启用的数据字典项（全局）',
    columns: [
      ['dict_code', '字典编码'],
      ['item_value', '值'],
      ['item_text', '名称'],
      ['sort_order', '排序'],
    ],
    tables: ['sys_dict_item', 'sys_dict'],
    define: () => sql`select d.dict_code, i.item_value, i.item_text, i.sort_order from ${sysDictItem} i join ${sysDict} d on d.id = i.dict_id
      where d.del_flag = 0 and i.status = 1`,
  },
  {
    name: 'rpt_category',
    title: '分类字典（全局）',
    columns: [
      ['id', 'ID'],
      ['pid', '上级 ID'],
      ['name', '名称'],
      ['code', '编码'],
      ['has_child', '是否有下级'],
    ],
    tables: ['sys_category'],
    define: () => sql`select id, pid, name, code, has_child from ${sysCategory}`,
  },
];
