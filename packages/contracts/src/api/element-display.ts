/**
 * Element display configuration (spec 03 sections 3, 4, 6, 7): per page (targetUrl) and form
 * element, hide it, make it read-only or bind it to a check rule (pcRuleKey = a check-rule code).
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

export const ELEMENT_TARGET_URL_PATTERN = /^\/[A-Za-z0-9/_.:-]{0,199}$/;
export const ELEMENT_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;

const optionalText = (max: number) => z.string().trim().max(max, `长度不能超过 ${max} 个字符`).nullish();

export const elementDisplaySaveSchema = z.object({
  targetUrl: z.string().trim().min(1, '请输入页面路径').regex(ELEMENT_TARGET_URL_PATTERN, '页面路径以 / 开头，只能包含字母、数字和 / _ . : -'),
  elementKey: z.string().trim().min(1, '请输入元素字段名').regex(ELEMENT_KEY_PATTERN, '字段名以字母或下划线开头，只能包含字母、数字、下划线和点'),
  elementName: optionalText(100),
  pcHidden: z.boolean().default(false),
  pcReadonly: z.boolean().default(false),
  pcRuleKey: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => (v ? v : null)),
  tips: optionalText(500),
});
export type ElementDisplaySave = z.input<typeof elementDisplaySaveSchema>;
export const elementDisplayEditSchema = elementDisplaySaveSchema.extend({ id: z.string().min(1), version: z.number().int().min(0) });
export type ElementDisplayEdit = z.input<typeof elementDisplayEditSchema>;

export const elementDisplayRecordSchema = z.object({
  id: z.string(),
  targetUrl: z.string(),
  elementKey: z.string(),
  elementName: z.string().nullable(),
  pcHidden: z.boolean(),
  pcReadonly: z.boolean(),
  pcRuleKey: z.string().nullable(),
  tips: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type ElementDisplayRecord = z.infer<typeof elementDisplayRecordSchema>;

/** 前端元素显示 on its legacy JeecgBoot paths (search / create / update, an edit by POST). */
export const elementDisplayResource = defineResource({
  api: '/basic-font-end-element-display',
  paths: { list: 'search', add: 'create', edit: 'update' },
  editMethod: 'POST',
  noun: '元素显示规则',
  title: '前端元素显示',
  counted: '条规则',
  permissions: PERMS.basic.elementDisplay,
  record: elementDisplayRecordSchema,
  save: elementDisplaySaveSchema,
  fields: {
    targetUrl: {
      label: '页面路径',
      type: 'string',
      rule: 'like',
      search: true,
      column: { width: 140 },
      form: { required: true, help: '表单所在页面的路由，如 /system/position', placeholder: '选择菜单页面或输入路径' },
    },
    elementKey: {
      label: '元素字段名',
      type: 'string',
      rule: 'like',
      search: true,
      column: { width: 120 },
      form: { required: true, max: 100, placeholder: '如 workNo', help: '表单项的字段名（name），嵌套字段用点连接，如 driver.workNo' },
    },
    elementName: { label: '元素名称', type: 'string', rule: 'like', column: { width: 120 }, form: { max: 100, placeholder: '便于识别，如 工号' } },
    pcHidden: {
      label: '隐藏',
      type: 'boolean',
      choices: [
        { value: 'true', label: '隐藏' },
        { value: 'false', label: '显示' },
      ],
      search: true,
      column: { width: 80 },
      form: { widget: 'switch' },
    },
    pcReadonly: { label: '只读', type: 'boolean', column: { width: 80 }, form: { widget: 'switch' } },
    pcRuleKey: {
      label: '校验规则',
      type: 'string',
      column: { width: 100 },
      form: { placeholder: '如 work_no', help: '编码校验规则的规则编码；值不为空时提交前按规则校验' },
    },
    tips: {
      label: '提示文字',
      type: 'string',
      sortable: false,
      filterable: false,
      column: { width: 140, ellipsis: true },
      form: { widget: 'textarea', max: 500, placeholder: '显示在字段名旁的帮助说明（可选）' },
    },
    createTime: { label: '创建时间', type: 'datetime' },
    updateTime: { label: '更新时间', type: 'datetime', column: { width: 150 } },
  },
});

/** What a form needs to apply a rule; the tip text is fetched by id when the user asks. */
export const elementRenderRuleSchema = z.object({
  id: z.string(),
  elementKey: z.string(),
  pcHidden: z.boolean(),
  pcReadonly: z.boolean(),
  pcRuleKey: z.string().nullable(),
  hasTips: z.boolean(),
});
export type ElementRenderRule = z.infer<typeof elementRenderRuleSchema>;

/** GET find-all-for-render: the tenant's rules grouped per targetUrl. */
export const elementRenderMapSchema = z.record(z.string(), z.array(elementRenderRuleSchema));
export type ElementRenderMap = z.infer<typeof elementRenderMapSchema>;
