/**
 * 站点管理 and 线路管理 (/zsgj/site, /zsgj/line): stops, lines with their two directions, shapes
 * and change history. Messages name the field in Chinese (a 422 shows them as they are).
 */
import { z } from 'zod';
import { LATITUDE_RANGE_MESSAGE, LONGITUDE_RANGE_MESSAGE } from '../geo';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';
import { parseServiceTime } from '../service-time';
import { OPS_LINE_TYPES, OPS_ROUTE_STATUSES } from './ops';

const text = (label: string, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}长度不能超过 ${max} 个字符`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}长度不能超过 ${max} 个字符`).nullish();
const version = z.number().int().min(0);
const audit = {
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
};

// Coordinates that exist on Earth. Outside the tenant's service area is a question the form asks
// (站点管理), not a refusal: stops imported from a feed abroad are valid and must stay editable.
const latitude = z.number({ message: '请输入纬度' }).min(-90, LATITUDE_RANGE_MESSAGE).max(90, LATITUDE_RANGE_MESSAGE);
const longitude = z.number({ message: '请输入经度' }).min(-180, LONGITUDE_RANGE_MESSAGE).max(180, LONGITUDE_RANGE_MESSAGE);

/* ---------- stops (站点管理) ---------- */

export const OPS_STOP_STATUSES = ['active', 'inactive'] as const;

export const opsStopRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  locationType: z.number(),
  locationType_dictText: z.string().optional(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable().optional(),
  platformCode: z.string().nullable(),
  facilities: z.array(z.string()),
  facilities_dictText: z.string().optional(),
  wheelchairBoarding: z.number(),
  address: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string().optional(),
  remark: z.string().nullable(),
  ...audit,
});
export type OpsStopRecord = z.infer<typeof opsStopRecordSchema>;

export const opsStopSaveSchema = z.object({
  code: text('站点编码', 30).regex(/^[A-Za-z0-9_-]+$/, '站点编码只能包含字母、数字、下划线和短横线'),
  name: text('站点名称', 100),
  lat: latitude,
  lon: longitude,
  locationType: z.union([z.literal(0), z.literal(1)], { message: '站点类型只能是站点/站台或车站' }).default(0),
  parentId: z.string().trim().max(64).nullish(),
  platformCode: optionalText('站台编号', 20),
  facilities: z.array(z.string().trim().min(1).max(50), { message: '站点设施不正确' }).max(30, '站点设施最多 30 项').default([]),
  wheelchairBoarding: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: '无障碍上车只能是未知、可以或不可以' }).default(0),
  address: optionalText('地址', 200),
  status: z.enum(OPS_STOP_STATUSES, { message: '站点状态只能是启用或停用' }).default('active'),
  remark: optionalText('备注', 500),
});
export type OpsStopSave = z.input<typeof opsStopSaveSchema>;

const unsorted = { sortable: false, filterable: false } as const;

/**
 * 站点管理 (/ops/stop): a stop or platform, or a station grouping platforms. `facility` finds the
 * stops having one facility; `facilities` are the stop's own. The form keeps its map (the web's).
 */
export const stopResource = defineResource({
  api: '/ops/stop',
  noun: '站点',
  // the export's file name (站点.xlsx) and the API's summaries; the page's title is its menu's
  title: '站点',
  counted: '个站点',
  permissions: PERMS.ops.stop,
  record: opsStopRecordSchema,
  save: opsStopSaveSchema,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      label: '站点编码',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 100 },
      export: 12,
      form: { required: true, max: 30, placeholder: '如 S0601' },
    },
    name: {
      label: '站点名称',
      type: 'string',
      rule: 'like',
      advanced: true,
      search: true,
      column: { width: 230 },
      export: 24,
      form: { required: true, max: 100, placeholder: '如 解放大道航空路' },
    },
    locationType: { label: '类型', type: 'number', dict: 'ops_location_type', advanced: true, export: 10, form: {} },
    parentId: { label: '所属车站', type: 'string', ...unsorted, column: { display: 'parentName' }, export: 20, form: { placeholder: '独立站点' } },
    platformCode: { label: '站台编号', type: 'string', ...unsorted, export: 10, form: { max: 20, placeholder: '如 A' } },
    lat: { label: '纬度（WGS84）', type: 'number', ...unsorted, export: 12, form: { widget: 'number', placeholder: '30.59' } },
    lon: { label: '经度（WGS84）', type: 'number', ...unsorted, export: 12, form: { widget: 'number', placeholder: '114.30' } },
    facilities: { label: '站点设施', type: 'string', dict: 'ops_stop_facility', ...unsorted, column: { width: 220, ellipsis: true }, export: 24, form: {} },
    /** stops having this facility (a code of ops_stop_facility) */
    facility: { label: '设施', type: 'string', dict: 'ops_stop_facility', sortable: false, search: true },
    wheelchairBoarding: {
      label: '无障碍上车',
      type: 'number',
      ...unsorted,
      choices: [
        { value: 0, label: '未知' },
        { value: 1, label: '可以' },
        { value: 2, label: '不可以' },
      ],
      form: {},
    },
    address: {
      label: '地址',
      type: 'string',
      rule: 'like',
      advanced: true,
      column: { width: 160, ellipsis: true },
      export: 30,
      form: { max: 200, wide: true, placeholder: '如 江岸区解放大道' },
    },
    status: { label: '状态', type: 'string', dict: 'ops_stop_status', advanced: true, search: true, column: { width: 90 }, export: 8, form: {} },
    remark: { label: '备注', type: 'string', ...unsorted, export: 24, form: { widget: 'textarea', max: 500, wide: true } },
    createTime: { label: '创建时间', type: 'datetime', advanced: true },
  },
});

/* ---------- lines (线路管理) ---------- */

const serviceTime = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => parseServiceTime(value) !== null, `${label}格式应为 HH:mm（过午夜写 24:30）`)
    .nullish();

export const opsRouteStopInputSchema = z.object({
  stopId: z.string().min(1, '请选择站点'),
  /** running time from the first stop, minutes */
  offsetMinutes: z.number({ message: '请输入运行时间' }).min(0, '运行时间不能为负').max(1440, '运行时间不能超过 1440 分钟').nullish(),
});

/**
 * Where a direction's running times go backwards: the first stop whose minutes from the first stop
 * are fewer than those of the stop with a time before it (stops without a time are skipped; equal
 * times pass, two stops can be a few metres apart). The editor marks it, the server refuses it.
 */
export function backwardsStopTime(stops: ReadonlyArray<{ offsetMinutes?: number | null }>): { index: number; previous: number } | null {
  let previous = -1;
  for (let index = 0; index < stops.length; index += 1) {
    const minutes = stops[index].offsetMinutes;
    if (minutes == null) continue;
    if (previous >= 0 && minutes < stops[previous].offsetMinutes!) return { index, previous };
    previous = index;
  }
  return null;
}

export const opsRouteDirectionInputSchema = z.object({
  directionId: z.union([z.literal(0), z.literal(1)], { message: '方向只能是上行或下行' }),
  headsign: optionalText('方向名称', 100),
  firstDeparture: serviceTime('首班时间'),
  lastDeparture: serviceTime('末班时间'),
  stops: z.array(opsRouteStopInputSchema).max(200, '一个方向最多 200 个站点').default([]),
  /** the drawn path; empty = none yet ("按站点生成线形" makes one) */
  shape: z
    .array(z.object({ lat: latitude, lon: longitude }))
    .max(20_000, '线形最多 20000 个点')
    .default([]),
});
export type OpsRouteDirectionInput = z.input<typeof opsRouteDirectionInputSchema>;

export const opsRouteSaveSchema = z.object({
  number: text('线路号', 20),
  name: text('线路名称', 100),
  code: z
    .string()
    .trim()
    .max(50, '线路编码长度不能超过 50 个字符')
    .regex(/^[A-Za-z0-9_-]*$/, '线路编码只能包含字母、数字、下划线和短横线')
    .nullish(),
  lineType: z.enum(OPS_LINE_TYPES, { message: '请选择线路类型' }),
  /** 运营单位: every line is run by a branch (its lists, data rules and GTFS agency follow it) */
  departId: z.string({ message: '请选择运营单位' }).trim().min(1, '请选择运营单位').max(64),
  fareRule: optionalText('票制', 50),
  /** 分 */
  fareCents: z.number().int('票价最多两位小数').min(0, '票价不能为负').max(100_000, '票价不能超过 1000 元').nullish(),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, '线路颜色应为 #RRGGBB')
    .nullish(),
  status: z.enum(OPS_ROUTE_STATUSES, { message: '请选择线路状态' }),
  effectiveDate: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '生效日期格式应为 YYYY-MM-DD')
    .nullish(),
  remark: optionalText('备注', 500),
  directions: z
    .array(opsRouteDirectionInputSchema)
    .max(2)
    .default([])
    .refine((list) => new Set(list.map((d) => d.directionId)).size === list.length, '上行、下行各只能有一个'),
});
export const opsRouteEditSchema = opsRouteSaveSchema.extend({ id: z.string().min(1), version });
export type OpsRouteSave = z.input<typeof opsRouteSaveSchema>;
export type OpsRouteEdit = z.input<typeof opsRouteEditSchema>;

export const opsRouteRecordSchema = z.object({
  id: z.string(),
  tenantId: z.number(),
  code: z.string(),
  number: z.string(),
  name: z.string(),
  lineType: z.string(),
  lineType_dictText: z.string().optional(),
  departId: z.string().nullable(),
  departName: z.string().nullable().optional(),
  fareRule: z.string().nullable(),
  fareCents: z.number().nullable(),
  lengthM: z.number().nullable(),
  color: z.string().nullable(),
  status: z.string(),
  status_dictText: z.string().optional(),
  effectiveDate: z.string().nullable(),
  remark: z.string().nullable(),
  /** 'HH:mm' of each direction (up 0, down 1) for the list */
  upFirst: z.string().nullable().optional(),
  upLast: z.string().nullable().optional(),
  downFirst: z.string().nullable().optional(),
  downLast: z.string().nullable().optional(),
  ...audit,
});
export type OpsRouteRecord = z.infer<typeof opsRouteRecordSchema>;

export const opsRouteStopDetailSchema = z.object({
  sequence: z.number(),
  stopId: z.string(),
  code: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  distanceM: z.number().nullable(),
  offsetSecs: z.number().nullable(),
});
export type OpsRouteStopDetail = z.infer<typeof opsRouteStopDetailSchema>;

export const opsRouteDirectionDetailSchema = z.object({
  directionId: z.number(),
  headsign: z.string().nullable(),
  firstDeparture: z.string().nullable(),
  lastDeparture: z.string().nullable(),
  shapeCode: z.string().nullable(),
  stops: z.array(opsRouteStopDetailSchema),
  shape: z.array(z.object({ lat: z.number(), lon: z.number() })),
});
export type OpsRouteDirectionDetail = z.infer<typeof opsRouteDirectionDetailSchema>;

/** GET /ops/route/:id: the whole line, what the maps and the other ops areas read */
export const opsRouteDetailSchema = opsRouteRecordSchema.extend({ directions: z.array(opsRouteDirectionDetailSchema) });

const serviceTimeField = (label: string) => ({ label, type: 'string', ...unsorted, export: 10 }) as const;

/**
 * 线路管理 (/zsgj/line): the kit's list, export and delete; a line and its two directions are added
 * and edited as one through /ops/route/add and /edit (route.routes.ts). The labels are the export's
 * headers; the list's narrow columns say some shorter (名称, 类型).
 */
export const routeResource = defineResource({
  api: '/ops/route',
  noun: '线路',
  // the export's file name (线路.xlsx) and the API's summaries; the page's title is its menu's
  title: '线路',
  permissions: PERMS.ops.route,
  record: opsRouteRecordSchema,
  save: opsRouteSaveSchema,
  defaultSort: { field: 'numberOrder', order: 'asc' },
  fields: {
    number: { label: '线路号', type: 'string', rule: 'like', advanced: true, export: 10 },
    /** 线路号 in the order people count: 2路 before 10路, then K1, N1 ... */
    numberOrder: { label: '线路号', type: 'string', filterable: false },
    name: { label: '线路名称', type: 'string', rule: 'like', advanced: true, export: 28 },
    lineType: { label: '线路类型', type: 'string', dict: 'ops_line_type', advanced: true, export: 10 },
    departId: { label: '运营单位', type: 'string', column: { display: 'departName' }, export: 18 },
    status: { label: '状态', type: 'string', dict: 'ops_route_status', advanced: true, export: 8 },
    effectiveDate: { label: '生效日期', type: 'string', advanced: true, export: 12 },
    /** exported in km (the server's exportRow) */
    lengthM: { label: '长度(km)', type: 'number', export: 10 },
    /** exported in yuan (the server's exportRow) */
    fareCents: { label: '票价(元)', type: 'number', export: 10 },
    fareRule: { label: '票制', type: 'string', ...unsorted, export: 10 },
    upFirst: serviceTimeField('上行首班'),
    upLast: serviceTimeField('上行末班'),
    downFirst: serviceTimeField('下行首班'),
    downLast: serviceTimeField('下行末班'),
    remark: { label: '备注', type: 'string', ...unsorted, export: 24 },
    createTime: { label: '创建时间', type: 'datetime', advanced: true },
  },
});
export type OpsRouteDetail = z.infer<typeof opsRouteDetailSchema>;

/** GET /ops/route/:id/history: each saved version and what changed from the one before */
export const opsRouteHistoryEntrySchema = z.object({
  id: z.string(),
  version: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string(),
  changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type OpsRouteHistoryEntry = z.infer<typeof opsRouteHistoryEntrySchema>;

/**
 * GET /ops/stop/service-area: where the tenant runs buses, for the stop form's question before it
 * saves a stop outside it: the bounds of the tenant's stops with about 5 km around them, or China
 * while the tenant has no stops.
 */
export const opsServiceAreaSchema = z.object({
  source: z.enum(['stops', 'china']),
  minLat: z.number(),
  maxLat: z.number(),
  minLon: z.number(),
  maxLon: z.number(),
});
export type OpsServiceArea = z.infer<typeof opsServiceAreaSchema>;

/** GET /ops/map/config: the map style (MAP_STYLE_URL), null = the plain offline background */
export const opsMapConfigSchema = z.object({ styleUrl: z.string().nullable() });
export type OpsMapConfig = z.infer<typeof opsMapConfigSchema>;
