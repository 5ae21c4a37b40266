/**
 * The generator's templates (issue 23 item 6): plain functions from a checked declaration to the
 * files of a complete resource in this project's layout, all on the kits. `npm run new:resource`
 * writes them into the repository (and adds the registration lines below to the shared files);
 * 代码生成 previews them and zips them. Nothing here reads the disk or the database.
 */
import { codegenDeclarationSchema, type CodegenDeclaration, type CodegenField } from './declaration';

export interface GeneratedFile {
  path: string;
  content: string;
}

/** A line a shared file takes for the resource (or its new area), after the text `after`. */
export interface Registration {
  file: string;
  /** the line is inserted after the first occurrence of this text ('' : at the end of the file) */
  after: string;
  line: string;
  /** inserted at the end of the list or block that `after` opens, just before this text */
  before?: string;
  /** an entry of a list (a comma goes after the entry before it) */
  list?: boolean;
  /** only when the area is new */
  newArea?: boolean;
}

export interface Names {
  area: string;
  AREA: string;
  name: string;
  camel: string;
  Pascal: string;
  CONST: string;
  table: string;
  tableConst: string;
  api: string;
  noun: string;
  title: string;
  menuPath: string;
  component: string;
  perms: string;
}

const camelOf = (text: string) => text.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascalOf = (text: string) => camelOf(text).replace(/^[a-z]/, (c) => c.toUpperCase());

export interface CheckedDeclaration {
  area: string;
  name: string;
  table: string;
  noun: string;
  title?: string;
  apiPath?: string;
  menu?: { path: string; component: string };
  fields: CodegenField[];
}

/** The declaration checked (throws a ZodError), with its names. */
export function checkDeclaration(input: CodegenDeclaration | unknown): CheckedDeclaration {
  return codegenDeclarationSchema.parse(input) as CheckedDeclaration;
}

export function namesOf(spec: CheckedDeclaration): Names {
  const camel = camelOf(spec.name);
  const Pascal = pascalOf(spec.name);
  const CONST = `${spec.area.toUpperCase()}_${spec.name.toUpperCase().replaceAll('-', '_')}`;
  return {
    area: spec.area,
    AREA: spec.area.toUpperCase(),
    name: spec.name,
    camel,
    Pascal,
    CONST,
    table: spec.table,
    tableConst: camelOf(spec.table),
    api: spec.apiPath ?? `/${spec.area}/${camel}`,
    noun: spec.noun,
    title: spec.title ?? `${spec.noun}管理`,
    menuPath: spec.menu?.path ?? `/${spec.area}/${camel}`,
    component: spec.menu?.component ?? `${spec.area}/${Pascal}List`,
    perms: `${CONST}_PERMS`,
  };
}

/* ---------- what each field type is on each side ---------- */

const defaultMax = (field: CodegenField) => field.max ?? ({ textarea: 500, richtext: 50000, image: 200 } as Partial<Record<string, number>>)[field.type] ?? 100;
const isText = (field: CodegenField) => field.type === 'text' || field.type === 'textarea';
const choosing = (field: CodegenField) => ['dict', 'date', 'datetime', 'boolean'].includes(field.type);

function drizzleColumn(field: CodegenField): string {
  const col = `'${field.column}'`;
  const notNull = field.required ? '.notNull()' : '';
  switch (field.type) {
    case 'number':
    case 'money':
      return `integer(${col})${notNull}`;
    case 'datetime':
      return `timestampColumn(${col})${notNull}`;
    case 'boolean':
      return `boolean(${col}).notNull().default(false)`;
    default:
      return `text(${col})${notNull}`;
  }
}

function sqlColumn(field: CodegenField): string {
  const notNull = field.required ? ' NOT NULL' : '';
  switch (field.type) {
    case 'number':
    case 'money':
      return `"${field.column}" integer${notNull}`;
    case 'datetime':
      return `"${field.column}" timestamp with time zone${notNull}`;
    case 'boolean':
      return `"${field.column}" boolean DEFAULT false NOT NULL`;
    default:
      return `"${field.column}" text${notNull}`;
  }
}

const listType = (field: CodegenField) =>
  (
    ({
      text: 'string',
      textarea: 'string',
      dict: 'string',
      number: 'number',
      money: 'number',
      date: 'date',
      datetime: 'datetime',
      boolean: 'boolean',
      image: 'string',
      richtext: 'string',
    }) as const
  )[field.type];

function recordZod(field: CodegenField): string {
  const base = field.type === 'number' || field.type === 'money' ? 'z.number()' : field.type === 'boolean' ? 'z.boolean()' : 'z.string()';
  return field.required || field.type === 'boolean' ? base : `${base}.nullable()`;
}

function saveZod(field: CodegenField): string {
  const { label } = field;
  const ask = `${choosing(field) ? '请选择' : '请输入'}${label}`;
  const optional = field.required ? '' : '.nullish()';
  switch (field.type) {
    case 'number': {
      const max = field.max ? `.max(${field.max}, '${label}不能大于 ${field.max}')` : '';
      return `z.number({ message: '${ask}' }).int('${label}须为整数')${max}${optional}`;
    }
    case 'money':
      return `z.number({ message: '${ask}' }).int('${label}以分计，须为整数').min(0, '${label}不能为负数')${optional}`;
    case 'date':
      return `z.string({ message: '${ask}' }).regex(/^\\d{4}-\\d{2}-\\d{2}$/, '${label}的格式应为 YYYY-MM-DD')${optional}`;
    case 'datetime':
      return `z.string({ message: '${ask}' }).regex(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$/, '${label}的格式应为 YYYY-MM-DD HH:mm:ss')${optional}`;
    case 'boolean':
      return 'z.boolean().optional()';
    case 'dict':
      return field.required ? `z.string({ message: '${ask}' }).trim().min(1, '${ask}').max(64)` : `z.string().trim().max(64).nullish()`;
    case 'image':
      return `z.string({ message: '请上传${label}' }).regex(IMAGE_FIELD_PATH, '请上传${label}')${optional}`;
    case 'richtext': {
      const max = defaultMax(field);
      const min = field.required ? `.min(1, '${ask}')` : '';
      return `z.string({ message: '${ask}' }).trim()${min}.max(${max}, '${label}不能超过 ${max} 个字符')${optional}`;
    }
    default: {
      const max = defaultMax(field);
      const check = field.check ? `.refine((value) => ${field.check}(value) === null, MESSAGES.${field.check})` : '';
      const min = field.required ? `.min(1, '${ask}')` : '';
      return `z.string({ message: '${ask}' }).trim()${min}.max(${max}, '长度不能超过 ${max} 个字符')${check}${optional}`;
    }
  }
}

function catalogueEntry(field: CodegenField): string {
  const parts = [`label: '${field.label}'`, `type: '${listType(field)}'`];
  if (isText(field)) parts.push(`rule: 'like'`);
  // a picture's path and an article's HTML are not what a list sorts by
  if (field.type === 'image' || field.type === 'richtext') parts.push('sortable: false');
  if (field.type === 'dict') parts.push(`dict: '${field.dict}'`);
  if (field.searched) parts.push(`search: ${field.type === 'date' || field.type === 'datetime' ? `'range'` : 'true'}`);
  if (field.listed) {
    const column = [field.width ? `width: ${field.width}` : '', field.type === 'textarea' ? 'ellipsis: true' : ''].filter(Boolean).join(', ');
    parts.push(`column: {${column ? ` ${column} ` : ''}}`);
    parts.push(`export: ${Math.max(10, Math.min(40, Math.round((field.width ?? 160) / 8)))}`);
  }
  const widget = { textarea: 'textarea', number: 'number', money: 'money', boolean: 'switch', image: 'image', richtext: 'richtext' }[field.type as string];
  const form = [
    field.required && field.type !== 'boolean' ? 'required: true' : '',
    isText(field) || field.type === 'richtext' ? `max: ${defaultMax(field)}` : '',
    field.type === 'number' && field.max ? `max: ${field.max}` : '',
    widget ? `widget: '${widget}'` : '',
  ].filter(Boolean);
  parts.push(`form: {${form.length ? ` ${form.join(', ')} ` : ''}}`);
  return `    ${field.name}: { ${parts.join(', ')} },`;
}

/** a value of the field for the generated tests */
function sampleOf(field: CodegenField, variant = 0): unknown {
  switch (field.type) {
    case 'number':
      return 1 + variant;
    case 'money':
      return 1000 + variant;
    case 'date':
      return `2026-01-0${1 + variant}`;
    case 'datetime':
      return `2026-01-0${1 + variant} 08:30:00`;
    case 'boolean':
      return variant === 0;
    case 'dict':
      return String(1 + variant);
    case 'image':
      return null;
    case 'richtext':
      return `<p>${field.label}${variant ? '乙' : '甲'}</p>`;
    default: {
      if (field.check) return variant ? '13900139000' : '13800138000';
      const text = `${field.label}${variant ? '乙' : '甲'}`;
      return [...text].slice(-defaultMax(field)).join('');
    }
  }
}

const valueOf = (field: CodegenField) => {
  // a required time is there (the save schema asked for it): parsed, it is no null
  if (field.type === 'datetime') return field.required ? `parseDateTime(input.${field.name})!` : `parseDateTime(input.${field.name})`;
  if (field.type === 'richtext') return field.required ? `(await sanitizeContent(input.${field.name}))!` : `await sanitizeContent(input.${field.name})`;
  if (field.type === 'boolean') return `input.${field.name} ?? false`;
  return field.required ? `input.${field.name}` : `input.${field.name} ?? null`;
};

/** a quoted module path (the layer test reads a plain one in this file as its own import) */
const q = (module: string) => `'${module}'`;

const header = (what: string) => `/** ${what} (generated by the resource generator, issue 23: npm run new:resource, 代码生成). */`;

/* ---------- the files ---------- */

function tableFile(spec: CheckedDeclaration, n: Names): string {
  const builders = new Set(['integer', 'pgTable']);
  for (const field of spec.fields) {
    if (field.type === 'boolean') builders.add('boolean');
    if (field.type !== 'number' && field.type !== 'money' && field.type !== 'datetime' && field.type !== 'boolean') builders.add('text');
  }
  const columnsImport = spec.fields.some((f) => f.type === 'datetime') ? 'auditColumns, idColumn, timestampColumn' : 'auditColumns, idColumn';
  return `import { ${[...builders].sort().join(', ')} } from 'drizzle-orm/pg-core';
import { ${columnsImport} } from ${q('../../../db/columns')};

${header(`${n.title}: the table`)}
export const ${n.tableConst} = pgTable('${n.table}', {
  id: idColumn(),
${spec.fields.map((field) => `  ${field.name}: ${drizzleColumn(field)},`).join('\n')}
  tenantId: integer('tenant_id').notNull().default(1),
  ...auditColumns(),
});
`;
}

export function migrationSql(spec: CheckedDeclaration): string {
  const lines = [
    '"id" text PRIMARY KEY NOT NULL',
    ...spec.fields.map(sqlColumn),
    '"tenant_id" integer DEFAULT 1 NOT NULL',
    '"create_by" text',
    '"create_time" timestamp with time zone DEFAULT now() NOT NULL',
    '"update_by" text',
    '"update_time" timestamp with time zone',
    '"version" integer DEFAULT 0 NOT NULL',
  ];
  return `CREATE TABLE "${spec.table}" (\n${lines.map((line) => `\t${line}`).join(',\n')}\n);\n`;
}

function contractsFile(spec: CheckedDeclaration, n: Names): string {
  const checks = [...new Set(spec.fields.flatMap((f) => (isText(f) && f.check ? [f.check] : [])))].sort();
  const imports = [
    `import { z } from 'zod';`,
    `import { defineResource } from ${q('../../kit/resource')};`,
    `import { codes, EDIT } from ${q('../../permission-codes')};`,
    ...(checks.length ? [`import { MESSAGES, ${checks.join(', ')} } from ${q('../../validators')};`] : []),
    ...(spec.fields.some((f) => f.type === 'image') ? [`import { IMAGE_FIELD_PATH } from ${q('../../api/uploads')};`] : []),
  ];
  return `${header(`${n.title} (${n.api})`)}
${imports.join('\n')}

/** the page's permission codes: the list (menu) and its buttons */
export const ${n.perms} = codes('${n.area}:${n.camel}', ['list', ...EDIT, 'export']);

export const ${n.camel}RecordSchema = z.object({
  id: z.string(),
${spec.fields.flatMap((f) => [`  ${f.name}: ${recordZod(f)},`, ...(f.type === 'dict' ? [`  ${f.name}_dictText: z.string().optional(),`] : [])]).join('\n')}
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type ${n.Pascal}Record = z.infer<typeof ${n.camel}RecordSchema>;

export const ${n.camel}SaveSchema = z.object({
${spec.fields.map((f) => `  ${f.name}: ${saveZod(f)},`).join('\n')}
});
export type ${n.Pascal}Save = z.input<typeof ${n.camel}SaveSchema>;

/** ${n.title}: the kits' declaration, the one place of each field's label and rules. */
export const ${n.camel}Resource = defineResource({
  api: '${n.api}',
  noun: '${n.noun}',
  title: '${n.title}',
  permissions: ${n.perms},
  record: ${n.camel}RecordSchema,
  save: ${n.camel}SaveSchema,
  fields: {
${spec.fields.map(catalogueEntry).join('\n')}
    createTime: { label: '创建时间', type: 'datetime', column: { width: 150 }, export: 20 },
  },
});
`;
}

function serviceFile(spec: CheckedDeclaration, n: Names): string {
  const dateTime = spec.fields.some((f) => f.type === 'datetime');
  const images = spec.fields.filter((f) => f.type === 'image');
  const sys = ['dataLog', ...(spec.fields.some((f) => f.type === 'richtext') ? ['sanitizeContent'] : []), ...(images.length ? ['uploads'] : [])];
  // each picture must be one the company uploaded (a 422 naming the field)
  const imageCheck = images.length
    ? `        await uploads.requireImages(ctx.db, ctx.session.tenantId, { ${images.map((f) => `${f.name}: input.${f.name}`).join(', ')} });\n`
    : '';
  return `${header(`${n.title} on the resource kit: the list's columns and the values of a save`)}
import { ${n.camel}Resource, type ${n.Pascal}Save } from '@bus/contracts';
${dateTime ? `import { parseDateTime } from ${q('../../../lib/date-time')};\n` : ''}import { defineList, fieldsOf } from ${q('../../../lib/list-query')};
import { resourceKit } from ${q('../../../lib/resource-kit')};
import { ${sys.join(', ')} } from ${q('../../sys')};
import { ${n.tableConst} } from './${n.name}.table';

export const ${n.camel}List = defineList({
  name: '${n.table}',
  dataRulePermission: ${n.camel}Resource.permissions.list,
  table: ${n.tableConst},
  fields: fieldsOf(${n.camel}Resource.fields, {
${spec.fields.map((f) => `    ${f.name}: ${n.tableConst}.${f.name},`).join('\n')}
    createTime: ${n.tableConst}.createTime,
  }),
  defaultSort: ${n.camel}Resource.defaultSort,
  tieBreaker: ${n.tableConst}.id,
  tenantColumn: ${n.tableConst}.tenantId,
});

export const ${n.camel}Kit = resourceKit(
  {
    resource: ${n.camel}Resource,
    table: ${n.tableConst},
    list: ${n.camel}List,
    hooks: {
      async values(${images.length ? 'ctx' : '_ctx'}, input: ${n.Pascal}Save) {
${imageCheck}        return {
${spec.fields.map((f) => `          ${f.name}: ${valueOf(f)},`).join('\n')}
        };
      },
    },
  },
  dataLog,
);
`;
}

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));
const objectLiteral = (entries: Array<[string, unknown]>) => `{ ${entries.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')} }`;

function apiTestFile(spec: CheckedDeclaration, n: Names): string {
  const sample = spec.fields.map((f) => [f.name, sampleOf(f)] as [string, unknown]);
  // what the record shows as sent (a time comes back in the server's format, compared apart)
  const changed = spec.fields.find(isText) ?? spec.fields.find((f) => f.type !== 'boolean') ?? spec.fields[0];
  const required = spec.fields.find((f) => f.required && f.type !== 'boolean');
  const wrong = spec.fields.find((f) => f.type !== 'boolean') ?? spec.fields[0];
  const refusal = required
    ? `  it('refuses a save without ${required.label}, naming the field', async () => {
    const { ${required.name}: _left, ...rest } = sample;
    const refused = await call('POST', '${n.api}/add', rest);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result.errors[0].field).toBe('${required.name}');
  });`
    : `  it('refuses a wrong ${wrong.label}, naming the field', async () => {
    const refused = await call('POST', '${n.api}/add', { ...sample, ${wrong.name}: ${wrong.type === 'number' || wrong.type === 'money' ? "'x'" : '12345'} });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result.errors[0].field).toBe('${wrong.name}');
  });`;
  const images = spec.fields.filter((f) => f.type === 'image');
  // a picture is one the admin uploaded first (the save refuses any other)
  const setup = images.length
    ? `const { call: asAdmin, app, tokens } = apiTest(['admin']);
const call = (method: Method, url: string, payload?: object) => asAdmin(method, \`/api\${url}\`, undefined, payload);

const sample: Record<string, unknown> = ${objectLiteral(sample)};
beforeAll(async () => {
${images.map((f) => `  sample.${f.name} = await uploadTestImage(app(), tokens.admin);`).join('\n')}
});`
    : `const { call: asAdmin } = apiTest(['admin']);
const call = (method: Method, url: string, payload?: object) => asAdmin(method, \`/api\${url}\`, undefined, payload);

const sample = ${objectLiteral(sample)};`;
  return `${header(`${n.title}: the API`)}
import { ${images.length ? 'beforeAll, ' : ''}describe, expect, it } from 'vitest';
import { apiTest, ${images.length ? 'uploadTestImage, ' : ''}type Method } from ${q('../../../../test/helper')};

${setup}
const listedIds = async () => ((await call('GET', '${n.api}/list?pageSize=100')).json().result.records as Array<{ id: string }>).map((r) => r.id);

describe('${n.title}', () => {
  it('adds, lists, edits with the version read and deletes', async () => {
    const added = await call('POST', '${n.api}/add', sample);
    expect(added.statusCode).toBe(200);
    const row = added.json().result;
    expect(row).toMatchObject(${objectLiteral(sample.filter(([k]) => !['datetime', 'image'].includes(spec.fields.find((f) => f.name === k)?.type ?? '')))});
${images.map((f) => `    expect(row.${f.name}).toBe(sample.${f.name});\n`).join('')}
    expect(await listedIds()).toContain(row.id);

    const edit = { ...sample, ${changed.name}: ${literal(sampleOf(changed, 1))}, id: row.id, version: row.version };
    const edited = await call('PUT', '${n.api}/edit', edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result.${changed.name}).toBe(${literal(sampleOf(changed, 1))});
    // the version read before the edit is stale now
    expect((await call('PUT', '${n.api}/edit', edit)).statusCode).toBe(409);

    expect((await call('DELETE', \`${n.api}/delete?id=\${row.id}\`)).statusCode).toBe(200);
    expect(await listedIds()).not.toContain(row.id);
  });

${refusal}
});
`;
}

function webPageFile(n: Names): string {
  return `${header(`${n.title} (${n.component}): the resource kit's page of ${n.camel}Resource`)}
import { ${n.camel}Resource } from '@bus/contracts';
import { resourceApi, ResourceListPage } from ${q('../../../../components/resource-kit')};

export const ${n.camel}Api = resourceApi(${n.camel}Resource);

export default function ${n.Pascal}ListPage({ title }: { title: string }) {
  return <ResourceListPage api={${n.camel}Api} title={title} displayRulesOf="${n.menuPath}" />;
}
`;
}

function e2eFile(spec: CheckedDeclaration, n: Names): string {
  const key = spec.fields.find((f) => isText(f) && !f.check && f.listed) ?? spec.fields.find((f) => isText(f) && !f.check);
  const steps = spec.fields
    .filter((f) => f.required || f === key)
    .map((f) => {
      const control = `dialog.getByLabel('${f.label}', { exact: true })`;
      if (f === key) return `  await ${control}.fill(name);`;
      switch (f.type) {
        case 'dict':
          return `  await ${control}.click();\n  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();`;
        case 'date':
        case 'datetime':
          return `  await ${control}.fill('${sampleOf(f)}');\n  await ${control}.press('Enter');`;
        case 'boolean':
        case 'image':
          return '';
        case 'richtext':
          return `  await dialog.locator('.ProseMirror').fill('${f.label}甲');`;
        default:
          return `  await ${control}.fill('${sampleOf(f)}');`;
      }
    })
    .filter(Boolean);
  const check = key
    ? `  const row = rowOf(page, name);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: button('删除') }).click();
  await page.getByRole('dialog').getByRole('button', { name: button('删除') }).click();
  await expect(row).toBeHidden();`
    : `  await expect(page.locator('.ant-table-row').first()).toBeVisible();`;
  return `${header(`${n.title}: the page's smoke test`)}
import { expect, test } from '@playwright/test';
import { button, rowOf, signInAsAdmin } from './support';

test('${n.title}: the page lists, adds and deletes a ${n.noun}', async ({ page }) => {
  await signInAsAdmin(page, '${n.menuPath}');
${spec.fields
  .filter((f) => f.listed)
  .slice(0, 3)
  .map((f) => `  await expect(page.getByRole('columnheader', { name: '${f.label}' })).toBeVisible();`)
  .join('\n')}

  const name = \`e2e\${Date.now() % 100000}\`;
  await page.getByRole('button', { name: button('新增') }).locator('visible=true').click();
  const dialog = page.getByRole('dialog', { name: '新增${n.noun}' });
${steps.join('\n')}
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();
${check}
});
`;
}

/* ---------- an area's own files, and the lines a shared file takes ---------- */

function areaContractsFile(n: Names): string {
  return `${header(`The ${n.area} area's contracts: its resources, permission codes and menu pages (areas.ts gathers them)`)}
import type { AreaPage } from ${q('../../areas')};
${areaContractsImport(n)}

${areaContractsExport(n)}

export const ${n.AREA}_PERMS = {
${areaPermsEntry(n)}
} as const;

export const ${n.AREA}_PAGES: readonly AreaPage[] = [
${areaPagesEntry(n)}
];
`;
}
const areaContractsImport = (n: Names) => `import { ${n.perms} } from './${n.name}';`;
const areaContractsExport = (n: Names) => `export * from './${n.name}';`;
const areaPermsEntry = (n: Names) => `  ${n.camel}: ${n.perms},`;
const areaPagesEntry = (n: Names) => `  { menu: '${n.menuPath}', permissions: ${n.perms} },`;

function areaRoutesFile(n: Names): string {
  return `import type { FastifyPluginAsync } from 'fastify';
${areaRoutesImport(n)}

${header(`The ${n.area} area's routes`)}
const ${n.area}Routes: FastifyPluginAsync = async (fastify) => {
${areaRoutesEntry(n)}
};

export default ${n.area}Routes;
`;
}
const areaRoutesImport = (n: Names) => `import { ${n.camel}Kit } from './${n.name}/${n.name}.service';`;
const areaRoutesEntry = (n: Names) => `  await fastify.register(${n.camel}Kit.routes);`;

function areaIndexFile(n: Names): string {
  return `/**
 * What the ${n.area} area offers the other areas. Nothing yet: when an area needs it, it is exported
 * here, and the area imports this file only, never a file of ${n.area}/ (test/layers.test.ts).
 */
export {};
`;
}

function areaPagesFile(n: Names): string {
  return `import type { AreaPages } from ${q('../../lib/area-pages')};

${header(`The ${n.area} area's pages by the menu's component strings`)}
export const ${n.area}Pages: AreaPages = {
${areaPagesLine(n)}
};
`;
}
const areaPagesLine = (n: Names) => `  '${n.component}': () => import('./${n.name}/pages/${n.name}-list-page'),`;

export const PATHS = {
  contractsArea: (area: string) => `packages/contracts/src/areas/${area}/index.ts`,
  serverAreaRoutes: (area: string) => `apps/server/src/modules/${area}/${area}.routes.ts`,
  serverAreaIndex: (area: string) => `apps/server/src/modules/${area}/index.ts`,
  webAreaPages: (area: string) => `apps/web/src/features/${area}/pages.ts`,
  contractsAreas: 'packages/contracts/src/areas.ts',
  serverAreas: 'apps/server/src/modules/areas.ts',
  webRegistry: 'apps/web/src/app/router/component-registry.tsx',
  schema: 'apps/server/src/db/schema.ts',
  migrations: 'apps/server/src/db/migrations',
};

/** The lines the resource adds to its area's files, and a new area to the three shared registration files and the schema barrel. */
export function registrationsOf(spec: CheckedDeclaration): Registration[] {
  const n = namesOf(spec);
  return [
    { file: PATHS.schema, after: '', line: `export * from '../modules/${n.area}/${n.name}/${n.name}.table';` },
    // an area that exists takes the resource in its own files
    { file: PATHS.contractsArea(n.area), after: `import type { AreaPage } from ${q('../../areas')};`, line: areaContractsImport(n) },
    { file: PATHS.contractsArea(n.area), after: `${n.AREA}_PERMS = {`, before: '}', list: true, line: areaPermsEntry(n) },
    { file: PATHS.contractsArea(n.area), after: `${n.AREA}_PAGES: readonly AreaPage[] = [`, before: ']', list: true, line: areaPagesEntry(n) },
    { file: PATHS.contractsArea(n.area), after: '', line: areaContractsExport(n) },
    { file: PATHS.serverAreaRoutes(n.area), after: `import type { FastifyPluginAsync } from 'fastify';`, line: areaRoutesImport(n) },
    { file: PATHS.serverAreaRoutes(n.area), after: `const ${n.area}Routes: FastifyPluginAsync = async (fastify) => {`, before: '};', line: areaRoutesEntry(n) },
    { file: PATHS.webAreaPages(n.area), after: `export const ${n.area}Pages: AreaPages = {`, before: '};', list: true, line: areaPagesLine(n) },
    // a new area: one line in each registration point
    { newArea: true, file: PATHS.contractsAreas, after: '', line: `export * from './areas/${n.area}';` },
    { newArea: true, file: PATHS.contractsAreas, after: ' */', line: `import { ${n.AREA}_PAGES, ${n.AREA}_PERMS } from './areas/${n.area}';` },
    { newArea: true, file: PATHS.contractsAreas, after: 'export const AREA_PERMS = {', before: '}', list: true, line: `  ${n.area}: ${n.AREA}_PERMS,` },
    {
      newArea: true,
      file: PATHS.contractsAreas,
      after: 'export const AREA_PAGES: readonly AreaPage[] = [',
      before: ']',
      list: true,
      line: `  ...${n.AREA}_PAGES,`,
    },
    {
      newArea: true,
      file: PATHS.serverAreas,
      after: `import type { Area } from './area';`,
      line: `import ${n.area}Routes from './${n.area}/${n.area}.routes';`,
    },
    {
      newArea: true,
      file: PATHS.serverAreas,
      after: 'export const AREAS: readonly Area[] = [',
      before: '];',
      list: true,
      line: `  { name: '${n.area}', routes: ${n.area}Routes },`,
    },
    {
      newArea: true,
      file: PATHS.webRegistry,
      after: `import type { AreaPages, PageModule, PageProps } from ${q('../../lib/area-pages')};`,
      line: `import { ${n.area}Pages } from '../../features/${n.area}/pages';`,
    },
    {
      newArea: true,
      file: PATHS.webRegistry,
      after: 'const AREAS: ReadonlyArray<{ pages: AreaPages; aliases?: Readonly<Record<string, string>> }> = [',
      before: '];',
      list: true,
      line: `  { pages: ${n.area}Pages },`,
    },
  ];
}

export interface RenderOptions {
  /** the migration's number (the journal's next index) */
  migrationIndex: number;
}

/** Every file of the resource, and of its area as a new area has them. */
export function renderResource(spec: CheckedDeclaration, options: RenderOptions): { resource: GeneratedFile[]; area: GeneratedFile[] } {
  const n = namesOf(spec);
  const server = `apps/server/src/modules/${n.area}/${n.name}`;
  const migration = `${String(options.migrationIndex).padStart(4, '0')}_${n.table}`;
  return {
    resource: [
      { path: `${server}/${n.name}.table.ts`, content: tableFile(spec, n) },
      { path: `${PATHS.migrations}/${migration}.sql`, content: migrationSql(spec) },
      { path: `packages/contracts/src/areas/${n.area}/${n.name}.ts`, content: contractsFile(spec, n) },
      { path: `${server}/${n.name}.service.ts`, content: serviceFile(spec, n) },
      { path: `${server}/${n.name}.test.ts`, content: apiTestFile(spec, n) },
      { path: `apps/web/src/features/${n.area}/${n.name}/pages/${n.name}-list-page.tsx`, content: webPageFile(n) },
      { path: `e2e/${n.area}-${n.name}.e2e.ts`, content: e2eFile(spec, n) },
    ],
    area: [
      { path: PATHS.contractsArea(n.area), content: areaContractsFile(n) },
      { path: PATHS.serverAreaIndex(n.area), content: areaIndexFile(n) },
      { path: PATHS.serverAreaRoutes(n.area), content: areaRoutesFile(n) },
      { path: PATHS.webAreaPages(n.area), content: areaPagesFile(n) },
    ],
  };
}

/** What to add to the shared files, as a note in the zip. */
export function registrationNote(spec: CheckedDeclaration, migrationTag: string): string {
  const n = namesOf(spec);
  const lines = registrationsOf(spec)
    .filter((r) => r.newArea || r.file === PATHS.schema)
    .map((r) => `- ${r.file}${r.after ? `（在 \`${r.after}\` 之后）` : '（文件末尾）'}：\n\n      ${r.line.trim()}`);
  return `# ${n.title}（${n.area}/${n.name}）

由代码生成（issue 23：与 \`npm run new:resource\` 同一套模板）产生。把压缩包的文件按路径放进仓库，然后：

1. 若区域 \`${n.area}\` 已存在：把 \`${PATHS.contractsArea(n.area)}\`、\`${PATHS.serverAreaRoutes(n.area)}\`、\`${PATHS.webAreaPages(n.area)}\` 中本资源的行并入已有文件，不要覆盖；
   若是新区域，再在共享的登记文件中各加一行：

${lines.join('\n')}

2. 在 \`apps/server/src/db/migrations/meta/_journal.json\` 登记迁移 \`${migrationTag}\`（或在 apps/server 运行 \`npx drizzle-kit generate\` 代替所附 SQL）。
3. 菜单 \`${n.menuPath}\`（组件 \`${n.component}\`）若不在 apps/server/src/db/seed/menus.data.ts 中，把它加到区域的菜单下；它的按钮权限来自 AREA_PAGES。
`;
}
