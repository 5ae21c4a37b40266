/**
 * Whether the fleet and the crew can run a day's timetable (班次管理, 排班 and 生成运营计划 say so):
 * the buses the day's vehicle blocks need at once against the buses in service, and the drivers its
 * crew pieces need (pieces paired into lawful days) against the drivers on duty, with the hours of
 * the day when they fall short.
 */
import { z } from 'zod';
import { formatServiceTime } from '../service-time';

/** a stretch of the service day, seconds after midnight (may pass 24:00) */
export const serviceSpanSchema = z.object({ from: z.number(), to: z.number() });
export type ServiceSpan = z.infer<typeof serviceSpanSchema>;

const resourceSchema = z.object({
  /** the most needed at once (buses), or in the day (drivers) */
  needed: z.number(),
  /** in service on the date: buses 运营 with 年检 and 保险 valid, drivers 在岗 with 驾驶证 and 从业资格证 valid */
  available: z.number(),
  short: z.number(),
  /** when more are needed at once than there are */
  hours: z.array(serviceSpanSchema),
});

export const dayCoverageSchema = z.object({
  date: z.string(),
  /** one line's, or the whole company's when null */
  routeId: z.string().nullable(),
  trips: z.number(),
  blocks: z.number(),
  pieces: z.number(),
  buses: resourceSchema,
  drivers: resourceSchema,
});
export type DayCoverage = z.infer<typeof dayCoverageSchema>;

const spansText = (spans: ServiceSpan[]) => spans.map((s) => `${formatServiceTime(s.from)}-${formatServiceTime(s.to)}`).join('、');

/**
 * What a dispatcher reads: 本日需 420 辆车，可用 400 辆，缺 20 辆（07:00-09:00）; 本日需驾驶员 900 名，在岗 850 名，缺 50 名.
 * `short` is true when either falls short.
 */
export function coverageText(coverage: DayCoverage): { short: boolean; buses: string; drivers: string } {
  const { buses, drivers } = coverage;
  const when = (spans: ServiceSpan[]) => (spans.length ? `（${spansText(spans)}）` : '');
  return {
    short: buses.short > 0 || drivers.short > 0,
    buses: buses.short
      ? `本日需 ${buses.needed} 辆车，可用 ${buses.available} 辆，缺 ${buses.short} 辆${when(buses.hours)}`
      : `本日需 ${buses.needed} 辆车，可用 ${buses.available} 辆`,
    drivers: drivers.short
      ? `需驾驶员 ${drivers.needed} 名，在岗 ${drivers.available} 名，缺司机 ${drivers.short} 名${when(drivers.hours)}`
      : `需驾驶员 ${drivers.needed} 名，在岗 ${drivers.available} 名`,
  };
}
