/**
 * A plain resource said once (issue 23, CONVENTIONS 1): where its API lives, what one record is
 * called, its permission codes, its field catalogue and its request and reply schemas. The server
 * kit makes the list / queryById / add / edit / delete / deleteBatch / exportXls routes from it,
 * the web kit the api hooks, the columns, the search form, the form items and the export button.
 * A field's label, dictionary and width are written here and nowhere else.
 */
import { z } from 'zod';
import type { ListFieldSpec } from '../api/list-fields';
import type { AUTHENTICATED, PermissionCode } from '../permissions';
import type { StateMachine } from './state-machine';

/**
 * How a form shows a field (the web kit maps each to its widget; a dictionary field is a DictSelect).
 * image: the upload widget (one picture, its stored path; the list shows a thumbnail); richtext: the
 * rich-text editor (the server sanitizes what it stores); color: a colour picker (#RRGGBB; the list
 * shows a swatch).
 */
export type FormWidget =
  'input' | 'textarea' | 'number' | 'money' | 'date' | 'datetime' | 'dict' | 'select' | 'radio' | 'switch' | 'password' | 'image' | 'richtext' | 'color';

export interface ResourceFieldSpec extends ListFieldSpec {
  /**
   * The list column (absent: not a column). `width` in px; `display` names the record property
   * shown instead of the field (a line's id shown as its number); `ellipsis` cuts long text.
   */
  column?: { width?: number; ellipsis?: boolean; fixed?: 'left' | 'right'; display?: string };
  /** offered in the search form: a box or a dictionary select, or a date range (`range`) */
  search?: boolean | 'range';
  /** a column of the Excel export, this many characters wide */
  export?: number;
  /** an item of the add / edit form */
  form?: { widget?: FormWidget; required?: boolean; max?: number; min?: number; placeholder?: string; help?: string; wide?: boolean };
}

export type ResourceFields = Record<string, ResourceFieldSpec>;

/** The codes of a resource's buttons, e.g. PERMS.system.position; a route whose code is absent is not made. */
export interface ResourcePermissions {
  /** AUTHENTICATED for a list of the caller's own records (我的消息), open to every signed-in user */
  list: PermissionCode | typeof AUTHENTICATED;
  add?: PermissionCode;
  edit?: PermissionCode;
  delete?: PermissionCode;
  batch_delete?: PermissionCode;
  export?: PermissionCode;
  import?: PermissionCode;
}

export interface ResourceSpec<
  F extends ResourceFields = ResourceFields,
  R extends z.ZodObject = z.ZodObject,
  S extends z.ZodObject = z.ZodObject,
  M extends StateMachine | undefined = StateMachine | undefined,
> {
  /** the API's path under /api: '/sys/position' gives /sys/position/list, /add ... */
  api: string;
  /** one record: 职务 (新增职务, 确定删除该职务吗？, 职务不存在) */
  noun: string;
  /** the page and the export's file name: 职务管理 */
  title: string;
  /** how a count of records is said after its number (已删除 3 辆车, 确定删除选中的 3 辆车吗？); `条<noun>` when absent */
  counted?: string;
  permissions: ResourcePermissions;
  fields: F;
  /** a record as the list and queryById reply it */
  record: R;
  /** the body of add (edit adds id and version) */
  save: S;
  /** the list's order when the user chose none */
  defaultSort?: { field: keyof F & string; order: 'asc' | 'desc' };
  /** the states and the actions between them, when the record has any */
  states?: M;
  /** the record property holding its state (`state` when absent: 发布状态 is `sendStatus`) */
  stateField?: string;
  /**
   * the routes' last parts where a legacy path is not the kit's (前端元素显示: `search`, `create`,
   * `update`; 分类字典: `rootList`); `list`, `add`, `edit` ... when absent
   */
  paths?: Partial<Record<ResourceRoute, string>>;
  /** edit is a POST where a legacy path takes it so (a PUT when absent) */
  editMethod?: 'PUT' | 'POST';
  /** records are keyed by integers (租户): ids are numbers in an edit and in `?id=` / `?ids=` */
  numericIds?: boolean;
}

/** The routes the kit makes for a resource. */
export type ResourceRoute = 'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'exportXls';

export interface Resource<
  F extends ResourceFields = ResourceFields,
  R extends z.ZodObject = z.ZodObject,
  S extends z.ZodObject = z.ZodObject,
  M extends StateMachine | undefined = StateMachine | undefined,
> extends ResourceSpec<F, R, S, M> {
  /** the body of edit: the save with the record's id and the version it was read at */
  edit: z.ZodObject;
  defaultSort: { field: keyof F & string; order: 'asc' | 'desc' };
}

/** Any resource, whatever its fields and schemas (zod's objects do not widen to a common type). */
export type AnyResource = Resource<any, any, any, any>;
export type RecordOf<T extends AnyResource> = z.infer<T['record']>;
export type SaveOf<T extends AnyResource> = z.input<T['save']>;

export const versionSchema = z.number({ message: '请刷新后重试（缺少版本号）' }).int().min(0);
export const recordIdSchema = z.string({ message: '请指定记录' }).trim().min(1, '请指定记录').max(64, '记录编号过长');
/** the id of a record keyed by an integer (租户) in an edit's body */
export const numericRecordIdSchema = z.number({ message: '请指定记录' }).int('记录编号必须是整数').min(1, '请指定记录');
/** `?id=` of a record keyed by an integer, as a number */
export const numericIdQuerySchema = z.object({
  id: z
    .string({ message: '请指定记录' })
    .regex(/^\d{1,15}$/, '记录编号必须是整数')
    .transform(Number),
});

/** Most records one deleteBatch or one selection may name. */
export const MAX_BATCH_IDS = 1000;

/** `?ids=a,b,c` as a capped list of distinct ids (a 422 naming `ids` past the cap). */
export const idsQuerySchema = z.object({
  ids: z
    .string({ message: '请选择记录' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(64, '记录编号过长')).min(1, '请选择记录').max(MAX_BATCH_IDS, `一次最多选择 ${MAX_BATCH_IDS} 条记录`)),
});

/** `?ids=1,2,3` of a table keyed by numbers (租户): a capped list of distinct integers (a 422 naming `ids`). */
export const numericIdsQuerySchema = z.object({
  ids: z
    .string({ message: '请选择记录' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^\d{1,15}$/, '记录编号必须是整数'))
        .min(1, '请选择记录')
        .max(MAX_BATCH_IDS, `一次最多选择 ${MAX_BATCH_IDS} 条记录`),
    )
    .transform((ids) => ids.map(Number)),
});

export function defineResource<const F extends ResourceFields, R extends z.ZodObject, S extends z.ZodObject, M extends StateMachine | undefined = undefined>(
  spec: ResourceSpec<F, R, S, M>,
): Resource<F, R, S, M> {
  const defaultSort = spec.defaultSort ?? ({ field: 'createTime', order: 'desc' } as const);
  if (!Object.hasOwn(spec.fields, defaultSort.field)) throw new Error(`resource ${spec.api}: default sort ${defaultSort.field} is not a field`);
  if (spec.stateField && !Object.hasOwn(spec.fields, spec.stateField)) throw new Error(`resource ${spec.api}: state field ${spec.stateField} is not a field`);
  const id = spec.numericIds ? numericRecordIdSchema : recordIdSchema;
  return { ...spec, defaultSort, edit: spec.save.extend({ id, version: versionSchema }) };
}

/** The path of one of a resource's routes under /api: `<api>/<its part>` (`/sys/position/list`). */
export function routeOf(resource: Pick<ResourceSpec, 'api' | 'paths'>, route: ResourceRoute): string {
  return `${resource.api}/${resource.paths?.[route] ?? route}`;
}

/** The state of a record of a resource with a state machine (its `stateField`, or `state`). */
export function stateOf(resource: AnyResource, record: object): string {
  return String((record as Record<string, unknown>)[resource.stateField ?? 'state']);
}

/** A count of records as said: 3 条职务, 3 辆车. */
export function countOf(resource: Pick<ResourceSpec, 'noun' | 'counted'>, count: number): string {
  return `${count} ${resource.counted ?? `条${resource.noun}`}`;
}

/** The record property a column or an export shows for a field: its display, its dictionary text, or itself. */
export function shownProperty(name: string, spec: ResourceFieldSpec): string {
  if (spec.column?.display) return spec.column.display;
  return spec.dict ? `${name}_dictText` : name;
}

/** The export's [property, header, width] columns, in the catalogue's order. */
export function exportColumnsOf(fields: ResourceFields): Array<[string, string, number]> {
  return Object.entries(fields).flatMap(([name, spec]) =>
    spec.export ? [[shownProperty(name, spec), spec.label, spec.export] as [string, string, number]] : [],
  );
}
