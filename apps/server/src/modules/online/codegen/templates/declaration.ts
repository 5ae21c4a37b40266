/**
 * The generator's input (issue 23 item 6): one resource said in a few lines, what both users of the
 * templates give: `npm run new:resource` (a JSON file, or the default 名称 + 备注) and 代码生成 (the
 * columns of a table as the user set them). Identifiers are checked by pattern here, so nothing the
 * templates write into code, SQL or a path can carry more than a plain name.
 */
import { z } from 'zod';

/** image: a picture uploaded through the upload widget (its stored path); richtext: HTML sanitized before it is stored */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'money', 'date', 'datetime', 'dict', 'boolean', 'image', 'richtext'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** what a field's value must look like besides its type */
export const FIELD_CHECKS = ['mobile', 'telephone'] as const;

/** names the templates write as code: a camelCase property, a snake_case column, a kebab-case file */
export const CAMEL = /^[a-z][a-zA-Z0-9]{0,39}$/;
export const SNAKE = /^[a-z][a-z0-9_]{0,62}$/;
export const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+){0,5}$/;
export const DICT_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** the columns every generated table has of its own (id, tenant, audit, version) */
export const RESERVED_COLUMNS = ['id', 'tenant_id', 'create_by', 'create_time', 'update_by', 'update_time', 'version'];
const RESERVED_FIELDS = ['id', 'tenantId', 'createBy', 'createTime', 'updateBy', 'updateTime', 'version'];

/** most columns one generated resource may have */
export const MAX_FIELDS = 60;

/** Chinese or plain text shown to users: no quotes, backslashes or line breaks to escape in code */
const label = (what: string, max: number) =>
  z
    .string({ message: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}不能超过 ${max} 个字符`)
    .regex(/^[^'"`\\\r\n<>{}$]+$/, `${what}不能含引号、反斜杠、尖括号、花括号或换行`);

export const codegenFieldSchema = z.object({
  name: z.string().regex(CAMEL, '字段名须为小写字母开头的驼峰英文（如 contactPhone）'),
  column: z.string().regex(SNAKE, '列名须为小写字母开头的蛇形英文（如 contact_phone）'),
  type: z.enum(FIELD_TYPES, { message: '请选择控件' }),
  label: label('标签', 30),
  dict: z.string().regex(DICT_CODE, '字典编码只能含字母、数字和下划线').optional(),
  required: z.boolean().optional(),
  listed: z.boolean().optional(),
  searched: z.boolean().optional(),
  width: z.number().int().min(40).max(600).optional(),
  max: z.number().int().min(1).max(10000).optional(),
  check: z.enum(FIELD_CHECKS).optional(),
});
export type CodegenField = z.infer<typeof codegenFieldSchema>;

export const codegenDeclarationSchema = z
  .object({
    area: z.string().regex(/^[a-z][a-z0-9]{1,19}$/, '区域须为小写英文（如 isps）'),
    name: z.string().max(60).regex(KEBAB, '名称须为短横线分隔的小写英文（如 supplement-place）'),
    table: z.string().regex(SNAKE, '表名须为小写字母开头的蛇形英文'),
    noun: label('记录名称', 20),
    /** the page's title (the noun + 管理 when absent) */
    title: label('页面标题', 30).optional(),
    /** the API's path under /api (/<area>/<name in camelCase> when absent) */
    apiPath: z
      .string()
      .regex(/^(\/[a-zA-Z][a-zA-Z0-9]*){1,4}$/, 'API 路径须如 /isps/supplementPlace')
      .optional(),
    /** the menu page (path and component; /<area>/<camelName> and <area>/<PascalName>List when absent) */
    menu: z
      .object({
        path: z.string().regex(/^(\/[a-zA-Z][a-zA-Z0-9]*){1,4}$/, '菜单路径须如 /isps/supplementPlace'),
        component: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(\/[a-zA-Z][a-zA-Z0-9]*){1,3}$/, '组件须如 isps/SupplementPlaceList'),
      })
      .optional(),
    fields: z.array(codegenFieldSchema).min(1, '至少需要一个字段').max(MAX_FIELDS, `一次最多 ${MAX_FIELDS} 个字段`),
  })
  .superRefine((spec, ctx) => {
    const seen = new Set<string>();
    const columns = new Set<string>();
    spec.fields.forEach((field, index) => {
      if (RESERVED_FIELDS.includes(field.name) || seen.has(field.name))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'name'], message: `字段名 ${field.name} 重复或为保留字段` });
      if (RESERVED_COLUMNS.includes(field.column) || columns.has(field.column))
        ctx.addIssue({ code: 'custom', path: ['fields', index, 'column'], message: `列名 ${field.column} 重复或为保留列` });
      if (field.type === 'dict' && !field.dict) ctx.addIssue({ code: 'custom', path: ['fields', index, 'dict'], message: `${field.label}：请指定字典编码` });
      seen.add(field.name);
      columns.add(field.column);
    });
  });
export type CodegenDeclaration = z.input<typeof codegenDeclarationSchema>;

/** The default field set of a resource declared without one: 名称 and 备注. */
export const DEFAULT_FIELDS: CodegenField[] = [
  { name: 'name', column: 'name', type: 'text', label: '名称', required: true, listed: true, searched: true, max: 100 },
  { name: 'remark', column: 'remark', type: 'textarea', label: '备注', listed: true, max: 500 },
];
