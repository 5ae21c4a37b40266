/**
 * Departments, positions, dictionaries, categories, check rules, fill rules and the duplicate
 * check (issue 3). Request schemas are shared by the server routes and (as types) the web.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max, `长度不能超过 ${max} 个字符`);
const optionalText = (max: number) => z.string().trim().max(max, `长度不能超过 ${max} 个字符`).nullish();
const version = z.number().int().min(0);
const time = z.string().nullable();

const audit = {
  createBy: z.string().nullable(),
  createTime: time,
  updateBy: z.string().nullable(),
  updateTime: time,
  version: z.number(),
};

/* ---------- departments ---------- */

export const ORG_CATEGORIES = ['1', '2', '3', '5'] as const;

export const departRecordSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  orgCode: z.string(),
  orgCategory: z.string(),
  orgCategory_dictText: z.string().optional(),
  departOrder: z.number(),
  status: z.string(),
  tenantId: z.number(),
  ...audit,
});
export type DepartRecord = z.infer<typeof departRecordSchema>;

export interface DepartTreeNode extends DepartRecord {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}
export const departTreeNodeSchema: z.ZodType<DepartTreeNode> = z.lazy(() =>
  departRecordSchema.extend({
    key: z.string(),
    value: z.string(),
    title: z.string(),
    isLeaf: z.boolean(),
    children: z.array(departTreeNodeSchema).optional(),
  }),
);

export interface IdTreeNode {
  key: string;
  value: string;
  title: string;
  children?: IdTreeNode[];
}
export const idTreeNodeSchema: z.ZodType<IdTreeNode> = z.lazy(() =>
  z.object({ key: z.string(), value: z.string(), title: z.string(), children: z.array(idTreeNodeSchema).optional() }),
);

export const departSaveSchema = z.object({
  departName: text(100, '请输入机构名称'),
  parentId: z.string().nullish(),
  orgCategory: z.enum(ORG_CATEGORIES, { message: '请选择机构类型' }),
  departOrder: z.number().int().min(0).max(99999).default(0),
  status: z.enum(['0', '1']).default('1'),
});
export const departEditSchema = departSaveSchema.extend({ id: z.string().min(1), version });
export type DepartSave = z.input<typeof departSaveSchema>;
export type DepartEdit = z.input<typeof departEditSchema>;

export const departUserRecordSchema = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  workNo: z.string().nullable(),
  phone: z.string().nullable(),
  post: z.string().nullable(),
  status: z.number(),
  status_dictText: z.string().optional(),
});
export type DepartUserRecord = z.infer<typeof departUserRecordSchema>;

export const departUsersAddSchema = z.object({
  depId: z.string().min(1, '请选择部门'),
  userIdList: z.array(z.string().min(1)).min(1, '请选择用户').max(500),
});

/* ---------- positions ---------- */

export const positionRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  postRank: z.string().nullable(),
  postRank_dictText: z.string().optional(),
  ...audit,
});
export type PositionRecord = z.infer<typeof positionRecordSchema>;
export const positionSaveSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, '请输入职务编码')
    .max(50, '长度不能超过 50 个字符')
    .regex(/^[A-Za-z0-9_-]+$/, '职务编码只能包含字母、数字、下划线和短横线'),
  name: text(100, '请输入职务名称'),
  postRank: z.string().trim().min(1, '请选择职级'),
});
export type PositionSave = z.input<typeof positionSaveSchema>;

/** 职务管理 (/sys/position): the kit's declaration, the one place of each field's label and rules. */
export const positionResource = defineResource({
  api: '/sys/position',
  noun: '职务',
  title: '职务管理',
  permissions: PERMS.system.position,
  record: positionRecordSchema,
  save: positionSaveSchema,
  fields: {
    code: {
      label: '职务编码',
      type: 'string',
      rule: 'like',
      search: true,
      column: { width: 160 },
      export: 16,
      form: { required: true, max: 50, placeholder: '如 driver' },
    },
    name: { label: '职务名称', type: 'string', rule: 'like', search: true, column: {}, export: 20, form: { required: true, max: 100 } },
    postRank: { label: '职级', type: 'string', dict: 'position_rank', search: true, column: { width: 120 }, export: 10, form: { required: true } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 }, export: 20 },
  },
});

/* ---------- dictionaries ---------- */

export const dictRecordSchema = z.object({
  id: z.string(),
  dictName: z.string(),
  dictCode: z.string(),
  description: z.string().nullable(),
  delFlag: z.number(),
  ...audit,
});
export type DictRecord = z.infer<typeof dictRecordSchema>;
export const dictSaveSchema = z.object({
  dictName: text(100, '请输入字典名称'),
  dictCode: z
    .string()
    .trim()
    .min(1, '请输入字典编码')
    .max(100, '长度不能超过 100 个字符')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '字典编码以字母开头，只能包含字母、数字和下划线'),
  description: optionalText(500),
});
export type DictSave = z.input<typeof dictSaveSchema>;

export const dictItemRecordSchema = z.object({
  id: z.string(),
  dictId: z.string(),
  itemText: z.string(),
  itemValue: z.string(),
  itemColor: z.string().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number(),
  status: z.number(),
  status_dictText: z.string().optional(),
  ...audit,
});
export type DictItemRecord = z.infer<typeof dictItemRecordSchema>;
export const dictItemSaveSchema = z.object({
  dictId: z.string().min(1, '请选择字典'),
  itemText: text(100, '请输入名称'),
  itemValue: text(100, '请输入数据值'),
  itemColor: optionalText(30),
  description: optionalText(500),
  sortOrder: z.number().int().min(0).max(99999).default(1),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type DictItemSave = z.input<typeof dictItemSaveSchema>;

/** 数据字典: a delete puts the dictionary in the recycle bin (its items stop being served). */
export const dictResource = defineResource({
  api: '/sys/dict',
  noun: '字典',
  title: '数据字典',
  counted: '个字典',
  permissions: {
    list: PERMS.system.dict.list,
    add: PERMS.system.dict.add,
    edit: PERMS.system.dict.edit,
    delete: PERMS.system.dict.delete,
    batch_delete: PERMS.system.dict.batch_delete,
  },
  record: dictRecordSchema,
  save: dictSaveSchema,
  fields: {
    dictName: { label: '字典名称', type: 'string', rule: 'like', search: true, column: {}, form: { required: true, max: 100 } },
    dictCode: {
      label: '字典编码',
      type: 'string',
      rule: 'like',
      search: true,
      column: {},
      form: { required: true, max: 100, placeholder: '请输入字典编码，如 bus_color' },
    },
    description: { label: '描述', type: 'string', rule: 'like', sortable: false, column: { ellipsis: true }, form: { widget: 'textarea', max: 500 } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});

/** 字典配置: the items of one dictionary (the list needs its dictId). */
export const dictItemResource = defineResource({
  api: '/sys/dictItem',
  noun: '字典项',
  title: '字典项',
  counted: '个字典项',
  permissions: {
    list: PERMS.system.dict.list,
    add: PERMS.system.dict.add,
    edit: PERMS.system.dict.edit,
    delete: PERMS.system.dict.delete,
    batch_delete: PERMS.system.dict.batch_delete,
  },
  record: dictItemRecordSchema,
  save: dictItemSaveSchema,
  fields: {
    dictId: { label: '字典', type: 'string', sortable: false },
    itemText: { label: '名称', type: 'string', rule: 'like', search: true, column: {}, form: { required: true, max: 100 } },
    itemValue: { label: '数据值', type: 'string', rule: 'like', column: {}, form: { required: true, max: 100 } },
    itemColor: {
      label: '颜色',
      type: 'string',
      sortable: false,
      filterable: false,
      form: { max: 30, placeholder: '如 green', help: '可选：antd 标签颜色，如 green、red、blue' },
    },
    description: { label: '描述', type: 'string', sortable: false, filterable: false, form: { widget: 'textarea', max: 500 } },
    sortOrder: { label: '排序值', type: 'number', column: { width: 80 }, form: { widget: 'number', min: 0, max: 99999 } },
    status: { label: '状态', type: 'number', dict: 'valid_status', search: true, column: { width: 80 } },
    createTime: { label: '创建时间', type: 'datetime', sortable: true },
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
});

/* ---------- categories ---------- */

export const categoryRecordSchema = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  code: z.string(),
  hasChild: z.string(),
  ...audit,
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;
export const categorySaveSchema = z.object({
  pid: z.string().nullish(),
  name: text(100, '请输入类型名称'),
});
export type CategorySave = z.input<typeof categorySaveSchema>;

/** 分类字典: a tree shared by every tenant; the list pages the roots (`rootList`), a row's children load when it opens. */
export const categoryResource = defineResource({
  api: '/sys/category',
  paths: { list: 'rootList' },
  noun: '分类',
  title: '分类字典',
  permissions: PERMS.system.category,
  record: categoryRecordSchema,
  save: categorySaveSchema,
  fields: {
    pid: { label: '父级分类', type: 'string', sortable: false },
    name: { label: '类型名称', type: 'string', rule: 'like', search: true, column: {}, form: { required: true, max: 100 } },
    code: { label: '类型编码', type: 'string', rule: 'like', search: true, column: {} },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
  defaultSort: { field: 'code', order: 'asc' },
});
export const categoryTreeNodeSchema = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  code: z.string(),
  isLeaf: z.boolean(),
  pid: z.string(),
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;

/* ---------- check rules ---------- */

export const CHECK_VALUE_MAX_LENGTH = 200;

export const checkRuleSegmentSchema = z.object({
  digits: z.union([z.number().int().min(1, '位数至少为 1').max(CHECK_VALUE_MAX_LENGTH), z.literal('*')]),
  pattern: z.string().min(1, '请输入正则表达式').max(200, '正则表达式不能超过 200 个字符'),
  message: z.string().trim().min(1, '请输入提示信息').max(200),
});
export type CheckRuleSegment = z.infer<typeof checkRuleSegmentSchema>;

export const checkRuleRecordSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleJson: z.array(checkRuleSegmentSchema),
  description: z.string().nullable(),
  ...audit,
});
export type CheckRuleRecord = z.infer<typeof checkRuleRecordSchema>;
export const checkRuleSaveSchema = z.object({
  ruleName: text(100, '请输入规则名称'),
  ruleCode: z
    .string()
    .trim()
    .min(1, '请输入规则编码')
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '规则编码以字母开头，只能包含字母、数字和下划线'),
  ruleJson: z.array(checkRuleSegmentSchema).min(1, '至少需要一条校验规则').max(20, '校验规则不能超过 20 条'),
  description: optionalText(500),
});
export const checkRuleEditSchema = checkRuleSaveSchema.extend({ id: z.string().min(1), version });
export type CheckRuleSave = z.input<typeof checkRuleSaveSchema>;

/** 编码校验规则 (/sys/checkRule): the kit's declaration; checkByCode stays a route of its own. */
export const checkRuleResource = defineResource({
  api: '/sys/checkRule',
  noun: '校验规则',
  title: '编码校验规则',
  permissions: PERMS.system.checkRule,
  record: checkRuleRecordSchema,
  save: checkRuleSaveSchema,
  fields: {
    ruleName: { label: '规则名称', type: 'string', rule: 'like', search: true, column: {} },
    ruleCode: { label: '规则编码', type: 'string', rule: 'like', search: true, column: {} },
    ruleJson: { label: '分段', type: 'string', sortable: false, filterable: false, column: { ellipsis: true } },
    description: { label: '描述', type: 'string', sortable: false, filterable: false, column: { ellipsis: true } },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

/* ---------- fill rules ---------- */

export const fillRuleRecordSchema = z.object({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleClass: z.string(),
  ruleClass_dictText: z.string().optional(),
  ruleParams: z.string().nullable(),
  ...audit,
});
export type FillRuleRecord = z.infer<typeof fillRuleRecordSchema>;
export const fillRuleSaveSchema = z.object({
  ruleName: text(100, '请输入规则名称'),
  ruleCode: z
    .string()
    .trim()
    .min(1, '请输入规则编码')
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, '规则编码以字母开头，只能包含字母、数字和下划线'),
  ruleClass: z.string().min(1, '请选择生成器'),
  ruleParams: z.string().max(2000).nullish(),
});
export const fillRuleEditSchema = fillRuleSaveSchema.extend({ id: z.string().min(1), version });
export type FillRuleSave = z.input<typeof fillRuleSaveSchema>;

/** 填值规则 (/sys/fillRule): the kit's declaration; the generators and executeRuleByCode stay routes of their own. */
export const fillRuleResource = defineResource({
  api: '/sys/fillRule',
  noun: '填值规则',
  title: '填值规则',
  permissions: PERMS.system.fillRule,
  record: fillRuleRecordSchema,
  save: fillRuleSaveSchema,
  fields: {
    ruleName: { label: '规则名称', type: 'string', rule: 'like', search: true, column: {} },
    ruleCode: { label: '规则编码', type: 'string', rule: 'like', search: true, column: {} },
    ruleClass: { label: '生成器', type: 'string', column: { display: 'ruleClass_dictText' } },
    ruleParams: { label: '规则参数', type: 'string', sortable: false, filterable: false, column: { ellipsis: true } },
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 } },
  },
});
export const fillRuleGeneratorSchema = z.object({ key: z.string(), name: z.string(), description: z.string(), paramsExample: z.string() });
export type FillRuleGenerator = z.infer<typeof fillRuleGeneratorSchema>;

/* ---------- shared ---------- */

export const recordIdQuerySchema = z.object({ id: z.string().min(1, '请指定记录') });
export const recordIdsQuerySchema = z.object({ ids: z.string().min(1, '请选择记录') });
