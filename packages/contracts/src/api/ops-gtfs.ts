/**
 * GTFS 导入 / 导出 / 校验 of 线路管理: the validation report, the import job and the report as CSV.
 */
import { z } from 'zod';
import { importJobSchema } from './users';

export const GTFS_SEVERITIES = ['error', 'warning', 'info'] as const;
export const GTFS_SEVERITY_TEXT: Record<(typeof GTFS_SEVERITIES)[number], string> = { error: '错误', warning: '警告', info: '提示' };

export const gtfsFindingSchema = z.object({
  severity: z.enum(GTFS_SEVERITIES),
  /** the rule that fired, e.g. stop_time_decreasing */
  code: z.string(),
  file: z.string(),
  /** line in the file (the header is line 1) */
  line: z.number().optional(),
  field: z.string().optional(),
  message: z.string(),
});
export type GtfsFinding = z.infer<typeof gtfsFindingSchema>;

export const gtfsFileRowsSchema = z.object({ file: z.string(), rows: z.number() });

/** feed_info.txt: who publishes the feed, its version and the dates it covers (YYYY-MM-DD); empty text when not given */
export const gtfsFeedInfoSchema = z.object({
  publisherName: z.string(),
  publisherUrl: z.string(),
  lang: z.string(),
  defaultLang: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  version: z.string(),
  contactEmail: z.string(),
  contactUrl: z.string(),
});
export type GtfsFeedInfo = z.infer<typeof gtfsFeedInfoSchema>;

/** a file of the GTFS reference the app does not use (transfers.txt, fares …): in the feed, not imported */
export const gtfsNotImportedFileSchema = z.object({ file: z.string(), title: z.string() });

/** POST /ops/gtfs/validate, GET /ops/gtfs/validateNetwork */
export const gtfsValidationReportSchema = z.object({
  /** the first 200 findings of each rule, errors first */
  findings: z.array(gtfsFindingSchema),
  /** all findings counted, kept or not */
  counts: z.object({ error: z.number(), warning: z.number(), info: z.number() }),
  ruleCounts: z.record(z.string(), z.number()),
  files: z.array(gtfsFileRowsSchema),
  /** the feed's feed_info.txt (its first row), if it has one */
  feedInfo: gtfsFeedInfoSchema.nullable(),
  notImported: z.array(gtfsNotImportedFileSchema),
});
export type GtfsValidationReport = z.infer<typeof gtfsValidationReportSchema>;

export const gtfsImportSummarySchema = z.object({
  agencies: z.number(),
  stops: z.object({ inserted: z.number(), updated: z.number() }),
  routes: z.object({ inserted: z.number(), updated: z.number() }),
  /** the feed's route types (basic or extended, as given) with their names and how many routes have each */
  routeTypes: z.array(z.object({ routeType: z.number(), name: z.string(), routes: z.number() })),
  calendars: z.object({ inserted: z.number(), updated: z.number() }),
  calendarDates: z.number(),
  shapePoints: z.number(),
  trips: z.number(),
  stopTimes: z.number(),
  frequencies: z.number(),
  replacedTrips: z.number(),
  feedInfo: gtfsFeedInfoSchema.nullable(),
  notImported: z.array(gtfsNotImportedFileSchema),
});
export type GtfsImportSummary = z.infer<typeof gtfsImportSummarySchema>;

/** POST /ops/gtfs/import (202) and GET /ops/gtfs/importJob: the job with rows loaded per file */
export const gtfsImportJobSchema = importJobSchema.extend({
  files: z.array(z.object({ file: z.string(), rows: z.number(), total: z.number() })),
  summary: gtfsImportSummarySchema.nullable(),
  /** warnings the import was started with (accepted by the user) */
  warnings: z.number(),
});
export type GtfsImportJob = z.infer<typeof gtfsImportJobSchema>;

/** The report as CSV (UTF-8 with BOM, so Excel opens the Chinese correctly). */
export function gtfsReportCsv(findings: readonly GtfsFinding[]): string {
  const cell = (value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const header = ['级别', '文件', '行号', '字段', '说明', '规则'];
  const rows = findings.map((f) => [GTFS_SEVERITY_TEXT[f.severity], f.file, f.line, f.field, f.message, f.code].map(cell).join(','));
  return `\uFEFF${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
