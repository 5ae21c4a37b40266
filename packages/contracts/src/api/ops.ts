/**
 * 公交运营管理 (/zsgj): what every ops page shares. Each area adds its own file beside this one
 * (ops-network.ts, ops-timetable.ts, ...); the pickers' options live here.
 */
import { z } from 'zod';

/**
 * Times that record what happened (巡检时间, 实发 / 实到) cannot lie ahead of now; a few minutes
 * ahead are a watch running fast, not a mistake.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;
export const isLaterThanNow = (time: number, now: number) => time > now + CLOCK_TOLERANCE_MS;

/**
 * The instant of a service day's time (seconds after its midnight, past 24:00 for a night trip).
 * Service days are Asia/Shanghai's, which has no daylight saving (the server's fleet/service-day).
 */
export const serviceTimeInstant = (serviceDate: string, seconds: number) => Date.parse(`${serviceDate}T00:00:00+08:00`) + seconds * 1000;

export const OPS_LINE_TYPES = ['trunk', 'branch', 'night', 'express', 'custom'] as const;
export const OPS_ROUTE_STATUSES = ['planning', 'operating', 'suspended', 'cancelled'] as const;

/** GET /ops/route/options: every line of the tenant, for line pickers */
export const opsRouteOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** 线路号, e.g. 1路 */
  number: z.string(),
  name: z.string(),
  lineType: z.string(),
  status: z.string(),
});
export type OpsRouteOption = z.infer<typeof opsRouteOptionSchema>;

/**
 * GET /ops/stop/options?keyword=&ids=&routeId=: up to 50 stops matching a name or code (only the
 * stops of line `routeId` when given, in the order the line passes them), plus the ids asked for
 */
export const opsStopOptionsQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  routeId: z.string().trim().max(64).optional(),
  /** comma list of stop ids that must be in the answer (the current value of a picker) */
  ids: z.string().max(4000).optional(),
});
export const opsStopOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type OpsStopOption = z.infer<typeof opsStopOptionSchema>;
