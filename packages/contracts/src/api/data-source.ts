import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

/** External PostgreSQL sources for reports; the password never leaves the server. */
export const dataSourceSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  dbType: z.string(),
  host: z.string(),
  port: z.number(),
  databaseName: z.string(),
  username: z.string(),
  /** true when a password is stored (it is never returned) */
  hasPassword: z.boolean(),
  remark: z.string().nullable(),
  createTime: z.string(),
  version: z.number(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const dataSourceSaveSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, '编码需以字母开头，只含字母、数字和下划线'),
  name: z.string().trim().min(1, '请输入名称').max(100),
  dbType: z.literal('postgresql', { error: '目前只支持 PostgreSQL' }).default('postgresql'),
  host: z
    .string()
    .trim()
    .min(1, '请输入主机')
    .max(255)
    .regex(/^[A-Za-z0-9.\-:[\]]+$/, '主机名不合法'),
  port: z.number().int().min(1).max(65535).default(5432),
  databaseName: z.string().trim().min(1, '请输入数据库名').max(100),
  username: z.string().trim().min(1, '请输入用户名').max(100),
  /** empty or absent on edit: keep the stored password */
  password: z.string().max(200).nullish(),
  remark: z.string().max(500).nullish(),
});
export type DataSourceSave = z.infer<typeof dataSourceSaveSchema>;
export const dataSourceEditSchema = dataSourceSaveSchema.extend({ id: z.string().min(1), version: z.number().int() });
export type DataSourceEdit = z.infer<typeof dataSourceEditSchema>;
/** A connection check of a form (id set: the stored password is used when none is given). */
export const dataSourceTestSchema = dataSourceSaveSchema.extend({ id: z.string().nullish() }).omit({ code: true, name: true });
export type DataSourceTest = z.infer<typeof dataSourceTestSchema>;

/** 多数据源管理 (/sys/dataSource): the kit's declaration; the connection check stays a route of its own. */
export const dataSourceResource = defineResource({
  api: '/sys/dataSource',
  noun: '数据源',
  title: '多数据源管理',
  permissions: {
    list: PERMS.system.dataSource.list,
    add: PERMS.system.dataSource.add,
    edit: PERMS.system.dataSource.edit,
    delete: PERMS.system.dataSource.delete,
    batch_delete: PERMS.system.dataSource.batch_delete,
  },
  record: dataSourceSchema,
  save: dataSourceSaveSchema,
  fields: {
    code: { label: '编码', type: 'string', rule: 'like', search: true, column: { width: 120 } },
    name: { label: '名称', type: 'string', rule: 'like', search: true, column: { width: 130 } },
    host: { label: '主机', type: 'string', rule: 'like', search: true },
    databaseName: { label: '数据库名', type: 'string', rule: 'like' },
    username: { label: '用户名', type: 'string', sortable: false, filterable: false, column: { width: 100 } },
    remark: { label: '备注', type: 'string', sortable: false, filterable: false, column: { width: 110, ellipsis: true } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});
