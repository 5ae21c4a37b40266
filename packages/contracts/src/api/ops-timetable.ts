/**
 * 班次管理 (/zsgj/shift): service calendars (运营日历), timetables (trips with stop times), the
 * headway generator, blocks (车次链) and the printed timetable. Times are seconds after midnight of
 * the service day and may pass 24:00, as GTFS writes them.
 */
import { z } from 'zod';
import { defineResource } from '../kit/resource';
import { PERMS } from '../permissions';

const version = z.number().int().min(0);
const isoDate = (label: string) =>
  z
    .string({ message: `请输入${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label}不是有效日期`);
/** seconds after midnight of the service day, up to 30:00 (a night line's last call) */
const daySeconds = (label: string) =>
  z
    .number({ message: `请输入${label}` })
    .int(`${label}应为整秒`)
    .min(0, `${label}不能早于 00:00`)
    .max(30 * 3600, `${label}不能晚于 30:00`);

export const OPS_WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type OpsWeekday = (typeof OPS_WEEKDAYS)[number];

/* ---------- calendars ---------- */

export const opsCalendarDateSchema = z.object({
  date: isoDate('例外日期'),
  /** 1 service added, 2 service removed */
  exceptionType: z.union([z.literal(1), z.literal(2)], { message: '例外类型只能是增加或停运' }),
  remark: z.string().trim().max(100, '备注不能超过 100 个字符').nullish(),
});
export type OpsCalendarDate = z.infer<typeof opsCalendarDateSchema>;

export const opsCalendarRecordSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  dates: z.array(z.object({ date: z.string(), exceptionType: z.number(), remark: z.string().nullable() })),
  tripCount: z.number().optional(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
  version: z.number(),
});
export type OpsCalendarRecord = z.infer<typeof opsCalendarRecordSchema>;

export const opsCalendarSaveSchema = z.object({
  code: z
    .string({ message: '请输入日历编码' })
    .trim()
    .min(1, '请输入日历编码')
    .max(30, '日历编码不能超过 30 个字符')
    .regex(/^[A-Za-z0-9_]+$/, '日历编码只能包含字母、数字和下划线'),
  name: z.string({ message: '请输入日历名称' }).trim().min(1, '请输入日历名称').max(50, '日历名称不能超过 50 个字符'),
  monday: z.boolean().default(false),
  tuesday: z.boolean().default(false),
  wednesday: z.boolean().default(false),
  thursday: z.boolean().default(false),
  friday: z.boolean().default(false),
  saturday: z.boolean().default(false),
  sunday: z.boolean().default(false),
  startDate: isoDate('开始日期'),
  endDate: isoDate('结束日期'),
  dates: z.array(opsCalendarDateSchema).max(366, '例外日期不能超过 366 个').default([]),
});
export type OpsCalendarSave = z.input<typeof opsCalendarSaveSchema>;
export const opsCalendarEditSchema = opsCalendarSaveSchema.extend({ id: z.string().min(1), version });
export type OpsCalendarEdit = z.input<typeof opsCalendarEditSchema>;

/**
 * 运营日历 (/ops/calendar): service calendars, by code. Its add and edit reply the calendar with
 * the warnings of what looks wrong but is allowed (opsCalendarSavedSchema); a calendar with trips
 * is not deleted.
 */
export const opsCalendarResource = defineResource({
  api: '/ops/calendar',
  noun: '运营日历',
  title: '运营日历',
  permissions: { list: PERMS.ops.timetable.list, add: PERMS.ops.timetable.add, edit: PERMS.ops.timetable.edit, delete: PERMS.ops.timetable.delete },
  record: opsCalendarRecordSchema,
  save: opsCalendarSaveSchema,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: { label: '日历编码', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 110 } },
    name: { label: '日历名称', type: 'string', rule: 'like', advanced: true, search: true, column: { width: 140 } },
    startDate: { label: '开始日期', type: 'date', advanced: true },
    endDate: { label: '结束日期', type: 'date', advanced: true },
    createTime: { label: '创建时间', type: 'datetime' },
  },
});

/** add / edit reply: the calendar and what looks wrong but is allowed (no service day ...) */
export const opsCalendarSavedSchema = z.object({ calendar: opsCalendarRecordSchema, warnings: z.array(z.string()) });

export const opsCalendarOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** trips of the line asked about (GET /ops/calendar/options?routeId=) under this calendar */
  tripCount: z.number().optional(),
  /** whether the calendar runs on the date asked about (?date=) */
  runsOnDate: z.boolean().optional(),
});
export type OpsCalendarOption = z.infer<typeof opsCalendarOptionSchema>;
/**
 * GET /ops/calendar/options: the timetable's calendar picker. With a line, its calendars come first
 * (those it has trips under), each group by name, then code.
 */
export const opsCalendarOptionsQuerySchema = z.object({ routeId: z.string().max(64).optional(), date: isoDate('日期').optional() });

/**
 * The calendar the timetable opens on for a line: one of its own that runs on the date (the most
 * trips if several), else its own with the most trips, else the first offered. Options as
 * GET /ops/calendar/options?routeId=&date= gives them.
 */
export function defaultCalendarId(options: readonly OpsCalendarOption[]): string | undefined {
  const own = options.filter((c) => (c.tripCount ?? 0) > 0);
  const most = (list: OpsCalendarOption[]) => [...list].sort((a, b) => (b.tripCount ?? 0) - (a.tripCount ?? 0))[0];
  return (most(own.filter((c) => c.runsOnDate)) ?? most(own) ?? options[0])?.id;
}

export const opsActiveCalendarsQuerySchema = z.object({ date: isoDate('日期') });

/* ---------- timetables ---------- */

export const opsTimetableQuerySchema = z.object({
  routeId: z.string({ message: '请选择线路' }).min(1, '请选择线路').max(64),
  directionId: z.coerce.number({ message: '请选择方向' }).int().min(0, '方向只能是上行或下行').max(1, '方向只能是上行或下行'),
  calendarId: z.string({ message: '请选择运营日历' }).min(1, '请选择运营日历').max(64),
  /** YYYY-MM-DD: the day whose duties name each trip's driver (printed timetable) */
  date: isoDate('日期').optional(),
});
export type OpsTimetableQuery = z.infer<typeof opsTimetableQuerySchema>;

export const opsPatternStopSchema = z.object({ sequence: z.number(), stopId: z.string(), name: z.string(), offsetSecs: z.number() });
export type OpsPatternStop = z.infer<typeof opsPatternStopSchema>;

export const opsTimetableTripSchema = z.object({
  id: z.string(),
  code: z.string(),
  blockCode: z.string().nullable(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
  version: z.number(),
  /** departure at each stop of the pattern, in pattern order (null: the trip does not call there) */
  times: z.array(z.number().nullable()),
  /** the driver of the trip's block on the asked date: null when none is on duty (未排班) */
  driverName: z.string().nullable().optional(),
});
export type OpsTimetableTrip = z.infer<typeof opsTimetableTripSchema>;

export const opsTimetableSchema = z.object({
  route: z.object({ id: z.string(), code: z.string(), number: z.string(), name: z.string(), lineType: z.string() }),
  directionId: z.number(),
  headsign: z.string().nullable(),
  firstDeparture: z.number().nullable(),
  lastDeparture: z.number().nullable(),
  calendar: opsCalendarOptionSchema,
  stops: z.array(opsPatternStopSchema),
  trips: z.array(opsTimetableTripSchema),
});
export type OpsTimetable = z.infer<typeof opsTimetableSchema>;

export const opsHeadwayBandSchema = z.object({
  start: daySeconds('时段开始'),
  end: daySeconds('时段结束'),
  headwayMins: z.number({ message: '请输入发车间隔' }).int('发车间隔应为整分钟').min(1, '发车间隔至少 1 分钟').max(180, '发车间隔不能超过 180 分钟'),
  /** running time factor in this band (peak 1.2): 1 when omitted */
  runScale: z.number().min(0.5, '运行时间系数不能小于 0.5').max(3, '运行时间系数不能大于 3').optional(),
});
export type OpsHeadwayBand = z.infer<typeof opsHeadwayBandSchema>;

export const opsGenerateSchema = z.object({
  routeId: z.string({ message: '请选择线路' }).min(1, '请选择线路').max(64),
  directionId: z.number({ message: '请选择方向' }).int().min(0, '方向只能是上行或下行').max(1, '方向只能是上行或下行'),
  calendarId: z.string({ message: '请选择运营日历' }).min(1, '请选择运营日历').max(64),
  /** the direction's first and last bus when omitted */
  firstDeparture: daySeconds('首班时间').optional(),
  lastDeparture: daySeconds('末班时间').optional(),
  bands: z.array(opsHeadwayBandSchema).min(1, '请至少设置一个时段').max(48, '时段不能超过 48 个'),
});
export type OpsGenerate = z.input<typeof opsGenerateSchema>;

export const opsGeneratedTripSchema = z.object({ code: z.string(), startTime: z.number(), endTime: z.number(), times: z.array(z.number()) });
export const opsGeneratePreviewSchema = z.object({
  stops: z.array(opsPatternStopSchema),
  trips: z.array(opsGeneratedTripSchema),
  /** how many trips saving would replace */
  existingCount: z.number(),
});
export type OpsGeneratePreview = z.infer<typeof opsGeneratePreviewSchema>;

/** PUT /ops/timetable/trip/edit: a trip's departures in pattern order */
export const opsTripEditSchema = z.object({
  id: z.string().min(1),
  version,
  times: z.array(daySeconds('到站时间').nullable()).min(2, '班次至少经过两个站点').max(500),
});
export type OpsTripEdit = z.infer<typeof opsTripEditSchema>;

export const opsTripAddSchema = z.object({
  routeId: z.string({ message: '请选择线路' }).min(1, '请选择线路').max(64),
  directionId: z.number().int().min(0, '方向只能是上行或下行').max(1, '方向只能是上行或下行'),
  calendarId: z.string({ message: '请选择运营日历' }).min(1, '请选择运营日历').max(64),
  departure: daySeconds('发车时间'),
});
export type OpsTripAdd = z.infer<typeof opsTripAddSchema>;

/* ---------- blocks ---------- */

export const opsBlockQuerySchema = z.object({
  routeId: z.string({ message: '请选择线路' }).min(1, '请选择线路').max(64),
  calendarId: z.string({ message: '请选择运营日历' }).min(1, '请选择运营日历').max(64),
});
export const opsBlockBuildSchema = opsBlockQuerySchema.extend({
  /** minimum layover at the terminal, minutes (default 5) */
  minLayoverMins: z.number().int('最小停站时间应为整分钟').min(0, '最小停站时间不能为负').max(120, '最小停站时间不能超过 120 分钟').default(5),
});
export type OpsBlockBuild = z.input<typeof opsBlockBuildSchema>;

/** A vehicle block (车次链): one bus's working day, cut into crew pieces (班段) for the drivers. */
export const opsBlockSchema = z.object({
  blockCode: z.string(),
  tripCount: z.number(),
  pieceCount: z.number(),
  tripCodes: z.array(z.string()),
  firstDeparture: z.number(),
  lastArrival: z.number(),
  /** seconds spent driving trips (not laying over) */
  drivingSecs: z.number(),
});
export type OpsBlock = z.infer<typeof opsBlockSchema>;

/* ---------- headways ---------- */

export const opsHeadwaySeriesSchema = z.object({
  directionId: z.number(),
  headsign: z.string().nullable(),
  /** [departure seconds, minutes since the previous departure] */
  points: z.array(z.tuple([z.number(), z.number()])),
});
export type OpsHeadwaySeries = z.infer<typeof opsHeadwaySeriesSchema>;
