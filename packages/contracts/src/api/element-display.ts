/**
 * Element display configuration (spec 03 sections 3, 4, 6, 7): per page (targetUrl) and form
 * element, hide it, make it read-only or bind it to a check rule (pcRuleKey = a check-rule code).
 */
import { z } from 'zod';

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
