/**
 * 运营记录 (dispatch): the day's plan of trips with their vehicle and driver, the actuals recorded
 * against it, and punctuality. Times on the wire are seconds after midnight of the service day.
 */
import { z } from 'zod';
import { formatServiceTime } from '../service-time';
import { listFieldCatalogue } from './list-fields';
import { isLaterThanNow, serviceTimeInstant } from './ops';
import { dayCoverageSchema } from './ops-coverage';
import { dutyFindingSchema, serviceDateSchema } from './ops-fleet';

export const TRIP_RECORD_STATES = ['planned', 'running', 'completed', 'cancelled'] as const;

/**
 * On time (准点): departed between 1 minute early and 3 minutes late. Said once here so the
 * server's figures and the page's explanation cannot drift apart.
 */
export const ON_TIME_EARLY_SECONDS = 60;
export const ON_TIME_LATE_SECONDS = 180;
export const ON_TIME_RULE_TEXT = '准点：实际发车在计划发车前 1 分钟至后 3 分钟之间';

export function isOnTime(delaySeconds: number): boolean {
  return delaySeconds >= -ON_TIME_EARLY_SECONDS && delaySeconds <= ON_TIME_LATE_SECONDS;
}

/**
 * A departure's lateness, the one rule the list, its export, its tag and 准点率 use: the
 * difference with its seconds (actual − planned), counted in whole minutes towards zero, so
 * 40 seconds either way is 准点 and 1:59 late is 晚 1 分. Rounding to the nearest minute made a
 * departure at 05:30:40 against 05:30 read 晚 1 分 beside two times both shown as 05:30.
 */
export interface DepartureDelay {
  /** seconds late, negative when early */
  seconds: number;
  /** whole minutes late, towards zero (negative when early) */
  minutes: number;
  onTime: boolean;
}

export function departureDelay(plannedDeparture: number, actualDeparture: number): DepartureDelay {
  const seconds = actualDeparture - plannedDeparture;
  // `|| 0`: 10 seconds early is minute 0, not −0
  return { seconds, minutes: Math.trunc(seconds / 60) || 0, onTime: isOnTime(seconds) };
}

/** 准点 / 晚 3 分 / 早 1 分; `exact` adds the seconds (晚 3 分 1 秒), for the tag's tooltip */
export function departureDelayText(delay: DepartureDelay, { exact = false } = {}): string {
  const abs = Math.abs(delay.seconds);
  const minutes = Math.abs(delay.minutes);
  const seconds = abs % 60;
  if (exact ? abs === 0 : minutes === 0) return '准点';
  const amount = exact ? [minutes ? `${minutes} 分` : '', seconds ? `${seconds} 秒` : ''].filter(Boolean).join(' ') : `${minutes} 分`;
  return `${delay.seconds < 0 ? '早' : '晚'} ${amount}`;
}

/**
 * 实发 / 实到 record what happened: a time still to come (beyond the clock tolerance) is refused,
 * saying when it is now. Null when the time has come.
 */
export function notYetHappened(label: string, serviceDate: string, seconds: number, now: number): string | null {
  if (!isLaterThanNow(serviceTimeInstant(serviceDate, seconds), now)) return null;
  const today = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
  const date = (day: string) => (day === today && day === serviceDate ? '' : `${day} `);
  const nowSeconds = Math.floor((now - serviceTimeInstant(today, 0)) / 1000);
  return `${label} ${date(serviceDate)}${formatServiceTime(seconds)} 还没有到（现在是 ${date(today)}${formatServiceTime(nowSeconds)}）`;
}

const version = z.number().int().min(0);
/** seconds after midnight of the service day, up to 30:00 (a night trip past midnight) */
const daySeconds = (label: string) =>
  z
    .number({ message: `请输入${label}` })
    .int(`${label}应为整数秒`)
    .min(0, `${label}不能早于当日 00:00`)
    .max(30 * 3600, `${label}不能晚于次日 06:00`);

export const tripRecordSchema = z.object({
  id: z.string(),
  serviceDate: z.string(),
  tripId: z.string(),
  tripCode: z.string().nullable(),
  routeId: z.string(),
  routeNumber: z.string().nullable(),
  directionId: z.number(),
  blockCode: z.string().nullable(),
  vehicleId: z.string().nullable(),
  plate: z.string().nullable(),
  driverId: z.string().nullable(),
  driverName: z.string().nullable(),
  plannedDeparture: z.number(),
  plannedArrival: z.number(),
  actualDeparture: z.number().nullable(),
  actualArrival: z.number().nullable(),
  /** whole minutes late at departure (departureDelay; negative: early); null until departed */
  delayMinutes: z.number().nullable(),
  state: z.string(),
  state_dictText: z.string().optional(),
  replacedVehicleId: z.string().nullable(),
  replacedPlate: z.string().nullable(),
  reason: z.string().nullable(),
  version: z.number(),
});
export type TripRecord = z.infer<typeof tripRecordSchema>;

/** GET /ops/dispatch/list: serviceDate is required by the route (a day's records). */
export const TRIP_RECORD_LIST_FIELDS = listFieldCatalogue({
  serviceDate: { label: '运营日期', type: 'string' },
  routeId: { label: '线路', type: 'string', sortable: false },
  directionId: { label: '方向', type: 'number' },
  blockCode: { label: '车次', type: 'string', rule: 'like' },
  state: { label: '状态', type: 'string', dict: 'ops_trip_record_state', advanced: true },
  plannedDeparture: { label: '计划发车', type: 'number', advanced: true },
  actualDeparture: { label: '实际发车', type: 'number' },
  createTime: { label: '创建时间', type: 'datetime' },
});

export const dispatchDayQuerySchema = z.object({ date: serviceDateSchema, routeId: z.string().max(64).optional() });
export const dispatchPlanSchema = z.object({ serviceDate: serviceDateSchema });

export const dispatchPlanPreviewSchema = z.object({
  trips: z.number(),
  planned: z.number(),
  /** crew pieces (班段) without a driver or a bus: their trips would not run */
  unassignedDuties: z.number(),
  findings: z.array(dutyFindingSchema),
  coverage: dayCoverageSchema,
});
export type DispatchPlanPreview = z.infer<typeof dispatchPlanPreviewSchema>;
export const dispatchPlanResultSchema = z.object({ created: z.number(), updated: z.number(), kept: z.number() });
export type DispatchPlanResult = z.infer<typeof dispatchPlanResultSchema>;

export const tripRecordActualSchema = z
  .object({
    id: z.string().min(1),
    version,
    actualDeparture: daySeconds('实发时间').nullable(),
    actualArrival: daySeconds('实到时间').nullable(),
  })
  .refine((v) => v.actualArrival === null || (v.actualDeparture !== null && v.actualArrival >= v.actualDeparture), {
    path: ['actualArrival'],
    message: '实到时间不能早于实发时间',
  });
export type TripRecordActual = z.input<typeof tripRecordActualSchema>;

export const tripRecordCancelSchema = z.object({
  id: z.string().min(1),
  version,
  reason: z.string().trim().min(1, '请填写取消原因').max(200, '取消原因不能超过 200 个字符'),
});
export const tripRecordReplaceSchema = z.object({
  id: z.string().min(1),
  version,
  vehicleId: z.string().trim().min(1, '请选择替换车辆').max(64),
  reason: z.string().trim().max(200, '换车原因不能超过 200 个字符').nullish(),
});

export const punctualityRowSchema = z.object({
  routeId: z.string().nullable(),
  routeNumber: z.string(),
  planned: z.number(),
  run: z.number(),
  cancelled: z.number(),
  onTime: z.number(),
  /** on-time share of the trips run, 0..100 with one decimal; null when none ran */
  onTimePercent: z.number().nullable(),
  /** mean departure delay of the trips run, minutes with one decimal */
  averageDelayMinutes: z.number().nullable(),
});
export type PunctualityRow = z.infer<typeof punctualityRowSchema>;
/** `summary`, not `total`: the web's client reads a reply's `total` as a page count */
export const punctualitySchema = z.object({ lines: z.array(punctualityRowSchema), summary: punctualityRowSchema, rule: z.string() });
export type Punctuality = z.infer<typeof punctualitySchema>;
