/**
 * Pickers, dictionary widgets and the online report behind the popup picker (spec 03 sections
 * 3 and 7; issue 4). Shared by the server routes and (as types) the web widgets.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

/* ---------- users ---------- */

/** A user as the user pickers show it (GET /sys/user/queryUserComponentData, getMultiUser). */
export const userComponentRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  sex: z.number().nullable(),
  workNo: z.string().nullable(),
  /** masked: region and last four characters only */
  idCard: z.string().nullable(),
  phone: z.string().nullable(),
  /** names of the user's departments, comma-joined */
  orgCodeTxt: z.string(),
  /** the company (category 1) above the user's current department */
  companyName: z.string(),
  /** the top organisation (unit) the user belongs to */
  unitName: z.string(),
});
export type UserComponentRecord = z.infer<typeof userComponentRecordSchema>;

/** Which stored value getMultiUser looks users up by (the picker's store field). */
export const USER_STORE_FIELDS = ['username', 'id', 'workNo'] as const;
export type UserStoreField = (typeof USER_STORE_FIELDS)[number];
export const MAX_MULTI_USER = 200;

/* ---------- dictionaries ---------- */

/** GET /sys/dict/loadTreeData: one level of a table-backed tree. leaf follows spec 03 (isLeaf too). */
export const dictTreeNodeSchema = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  label: z.string(),
  leaf: z.boolean(),
  isLeaf: z.boolean(),
  parentId: z.string().nullable(),
});
export type DictTreeNode = z.infer<typeof dictTreeNodeSchema>;

export const dictOptionSchema = z.object({ value: z.string(), text: z.string(), label: z.string(), title: z.string() });
export type DictOption = z.infer<typeof dictOptionSchema>;

/** Table dictionaries read through sys/dict/dynamic/{code} must be named so (spec 03 section 5). */
export const DYNAMIC_DICT_PREFIX = 'dynamic_';
export const DYNAMIC_DICT_PREFIX_MESSAGE = 'dictCode must start with dynamic_';

/* ---------- online report ---------- */

const columnName = z
  .string()
  .trim()
  .regex(/^[a-z_][a-z0-9_]{0,62}$/, '字段名只能包含小写字母、数字和下划线，且不能以数字开头');

export const reportColumnSchema = z.object({
  field: columnName,
  title: z.string().trim().min(1, '请填写列标题').max(50),
  dictCode: z.string().trim().max(100).nullish(),
  width: z.number().int().min(40).max(600).nullish(),
  /** false: returned but not shown */
  show: z.boolean().default(true),
  sortable: z.boolean().default(false),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const REPORT_QUERY_MODES = ['single', 'range'] as const;
export const reportQueryFieldSchema = z.object({
  field: columnName,
  title: z.string().trim().min(1, '请填写查询条件名称').max(50),
  mode: z.enum(REPORT_QUERY_MODES, { message: '查询模式只能是 single 或 range' }).default('single'),
  hidden: z.boolean().default(false),
  dictCode: z.string().trim().max(100).nullish(),
});
export type ReportQueryField = z.infer<typeof reportQueryFieldSchema>;

const cgreportFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, '编码需以字母开头，只含字母、数字和下划线'),
  name: z.string().trim().min(1, '请输入报表名称').max(100),
  reportSql: z.string().trim().min(1, '请填写报表 SQL').max(20000),
  columns: z.array(reportColumnSchema).min(1, '至少配置一列').max(60),
  queryFields: z.array(reportQueryFieldSchema).max(20).default([]),
  remark: z.string().max(500).nullish(),
});

/** Column names unique; every query field is one of the columns. */
function checkReportFields(value: z.infer<typeof cgreportFields>, ctx: z.RefinementCtx) {
  const fields = value.columns.map((c) => c.field);
  fields.forEach((field, index) => {
    if (fields.indexOf(field) !== index) ctx.addIssue({ code: 'custom', path: ['columns', index, 'field'], message: `列 ${field} 重复` });
  });
  value.queryFields.forEach((q, index) => {
    if (!fields.includes(q.field)) ctx.addIssue({ code: 'custom', path: ['queryFields', index, 'field'], message: `查询字段 ${q.field} 不在报表列中` });
  });
}

export const cgreportSaveSchema = cgreportFields.superRefine(checkReportFields);
export type CgreportSave = z.input<typeof cgreportSaveSchema>;
export const cgreportEditSchema = cgreportFields.extend({ id: z.string().min(1), version: z.number().int() }).superRefine(checkReportFields);
export type CgreportEdit = z.input<typeof cgreportEditSchema>;

export const cgreportRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  reportSql: z.string(),
  columns: z.array(reportColumnSchema),
  queryFields: z.array(reportQueryFieldSchema),
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  version: z.number(),
});
export type CgreportRecord = z.infer<typeof cgreportRecordSchema>;

/**
 * Online报表配置's plain part (list, queryById, delete, deleteBatch): an add or edit proves the SQL
 * runs before it is saved, through routes of its own.
 */
export const cgreportResource = defineResource({
  api: '/online/cgreport/head',
  noun: '报表',
  title: 'Online报表配置',
  counted: '个报表',
  permissions: PERMS.online.cgreport,
  record: cgreportRecordSchema,
  save: cgreportFields,
  fields: {
    code: { label: '报表编码', type: 'string', rule: 'like', search: true, column: { width: 140 } },
    name: { label: '报表名称', type: 'string', rule: 'like', search: true, column: { width: 150 } },
    remark: { label: '备注', type: 'string', sortable: false, filterable: false, column: { width: 140, ellipsis: true } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});

/** GET /online/cgreport/api/getRpColumns/{code} */
export const rpColumnsSchema = z.object({
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
  columns: z.array(z.object({ dataIndex: z.string(), title: z.string(), width: z.number().nullish(), dictCode: z.string().nullish(), sorter: z.boolean() })),
  dictOptions: z.record(z.string(), z.array(dictOptionSchema)),
});
export type RpColumns = z.infer<typeof rpColumnsSchema>;

/** GET /online/cgreport/api/getQueryInfo/{cgRpConfigId}: one item per query field. */
export const rpQueryItemSchema = z.object({
  field: z.string(),
  label: z.string(),
  mode: z.enum(REPORT_QUERY_MODES),
  hidden: z.boolean(),
  dictCode: z.string().nullish(),
});
export type RpQueryItem = z.infer<typeof rpQueryItemSchema>;

export const reportRowSchema = z.record(z.string(), z.unknown());
export type ReportRow = z.infer<typeof reportRowSchema>;

/** What a report may read, shown beside the SQL editor. */
export const reportSourceInfoSchema = z.object({
  name: z.string(),
  title: z.string(),
  columns: z.array(z.object({ name: z.string(), title: z.string() })),
});
export type ReportSourceInfo = z.infer<typeof reportSourceInfoSchema>;

/** POST /online/cgreport/head/parseSql: the checked SQL's result columns and parameters. */
export const parseSqlResultSchema = z.object({ fields: z.array(z.string()), params: z.array(z.string()) });
export type ParseSqlResult = z.infer<typeof parseSqlResultSchema>;
