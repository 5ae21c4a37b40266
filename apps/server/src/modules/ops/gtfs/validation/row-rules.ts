/**
 * Rules on one field or one row (MobilityData gtfs-validator's missing_required_field,
 * invalid_time, invalid_date, invalid_color, number_out_of_range, too_long ...). Each is a pure
 * function returning a finding or nothing.
 */
import { isKnownRouteType } from '@bus/contracts';
import { isGtfsColor, MAX_ID_LENGTH, MAX_NAME_LENGTH, parseGtfsDate, parseGtfsTime } from '../gtfs-format';
import type { Finding } from './findings';

export interface Where {
  file: string;
  line: number;
}

export function checkRequiredValue(where: Where, field: string, value: string | undefined): Finding | undefined {
  if (value !== undefined && value !== '') return undefined;
  return { severity: 'error', code: 'missing_required_field', ...where, field, message: `必填字段 ${field} 为空` };
}

export function checkLength(where: Where, field: string, value: string, kind: 'id' | 'name'): Finding | undefined {
  const max = kind === 'id' ? MAX_ID_LENGTH : MAX_NAME_LENGTH;
  if (value.length <= max) return undefined;
  return { severity: 'error', code: 'field_too_long', ...where, field, message: `${field} 长度为 ${value.length} 个字符，最多 ${max} 个` };
}

export function checkLatitude(where: Where, field: string, value: string): Finding | undefined {
  const number = Number(value);
  if (value !== '' && Number.isFinite(number) && number >= -90 && number <= 90) return undefined;
  return {
    severity: 'error',
    code: 'invalid_coordinate',
    ...where,
    field,
    message: `纬度 ${field} 必须是 -90 到 90 之间的数字，实际为「${value.slice(0, 40)}」`,
  };
}

export function checkLongitude(where: Where, field: string, value: string): Finding | undefined {
  const number = Number(value);
  if (value !== '' && Number.isFinite(number) && number >= -180 && number <= 180) return undefined;
  return {
    severity: 'error',
    code: 'invalid_coordinate',
    ...where,
    field,
    message: `经度 ${field} 必须是 -180 到 180 之间的数字，实际为「${value.slice(0, 40)}」`,
  };
}

/** (0, 0) is valid but almost always a stop nobody placed */
export function checkZeroCoordinate(where: Where, lat: number, lon: number): Finding | undefined {
  if (lat !== 0 || lon !== 0) return undefined;
  return { severity: 'warning', code: 'point_near_origin', ...where, field: 'stop_lat', message: '坐标为 (0, 0)，站点可能未定位' };
}

export function checkTime(where: Where, field: string, value: string): Finding | undefined {
  if (value === '' || parseGtfsTime(value) !== undefined) return undefined;
  return { severity: 'error', code: 'invalid_time', ...where, field, message: `${field} 不是 HH:MM:SS 格式的时间：「${value.slice(0, 40)}」` };
}

export function checkDate(where: Where, field: string, value: string): Finding | undefined {
  if (value === '' || parseGtfsDate(value) !== undefined) return undefined;
  return { severity: 'error', code: 'invalid_date', ...where, field, message: `${field} 不是 YYYYMMDD 格式的日期：「${value.slice(0, 40)}」` };
}

export function checkColor(where: Where, field: string, value: string): Finding | undefined {
  if (value === '' || isGtfsColor(value)) return undefined;
  return { severity: 'error', code: 'invalid_color', ...where, field, message: `${field} 不是六位十六进制颜色（如 FF0000）：「${value.slice(0, 40)}」` };
}

/** an integer among the allowed values (empty allowed when optional) */
export function checkEnum(where: Where, field: string, value: string, allowed: readonly number[], required = false): Finding | undefined {
  if (value === '' && !required) return undefined;
  if (/^-?\d+$/.test(value) && allowed.includes(Number(value))) return undefined;
  return { severity: 'error', code: 'invalid_enum', ...where, field, message: `${field} 只能是 ${allowed.join('、')}，实际为「${value.slice(0, 40)}」` };
}

/**
 * route_type: a basic mode or one of Google's extended route types is accepted as given; another
 * integer is a warning (MobilityData's unexpected_enum_value), never a reason to refuse the feed.
 */
export function checkRouteType(where: Where, value: string): Finding | undefined {
  if (!/^\d+$/.test(value))
    return { severity: 'error', code: 'invalid_integer', ...where, field: 'route_type', message: `route_type 必须是整数，实际为「${value.slice(0, 40)}」` };
  if (isKnownRouteType(Number(value))) return undefined;
  return {
    severity: 'warning',
    code: 'unexpected_enum_value',
    ...where,
    field: 'route_type',
    message: `route_type ${Number(value)} 既不是 GTFS 的基本类型，也不是扩展类型，将按原值导入`,
  };
}

export function checkInteger(where: Where, field: string, value: string, min: number): Finding | undefined {
  if (/^\d+$/.test(value) && Number(value) >= min) return undefined;
  return { severity: 'error', code: 'invalid_integer', ...where, field, message: `${field} 必须是不小于 ${min} 的整数，实际为「${value.slice(0, 40)}」` };
}

export function checkNonNegativeNumber(where: Where, field: string, value: string): Finding | undefined {
  if (value === '' || (Number.isFinite(Number(value)) && Number(value) >= 0)) return undefined;
  return { severity: 'error', code: 'invalid_number', ...where, field, message: `${field} 必须是非负数，实际为「${value.slice(0, 40)}」` };
}

export function checkUrl(where: Where, field: string, value: string): Finding | undefined {
  if (value === '' || /^https?:\/\/\S+$/i.test(value)) return undefined;
  return { severity: 'error', code: 'invalid_url', ...where, field, message: `${field} 不是有效的网址：「${value.slice(0, 60)}」` };
}

export function checkDuplicateId(where: Where, field: string, value: string, seen: boolean): Finding | undefined {
  if (!seen) return undefined;
  return { severity: 'error', code: 'duplicate_key', ...where, field, message: `${field}「${value}」重复出现` };
}

/** a route needs a short or a long name */
export function checkRouteName(where: Where, shortName: string, longName: string): Finding | undefined {
  if (shortName || longName) return undefined;
  return {
    severity: 'error',
    code: 'route_both_short_and_long_name_missing',
    ...where,
    field: 'route_short_name',
    message: '线路的 route_short_name 与 route_long_name 至少填一个',
  };
}

/** calendar.txt: the end date before the start date is an error, a calendar without any day a warning */
export function checkCalendarRange(where: Where, days: readonly boolean[], startDate: string, endDate: string): Finding[] {
  const findings: Finding[] = [];
  if (startDate && endDate && endDate < startDate)
    findings.push({
      severity: 'error',
      code: 'start_and_end_range_out_of_order',
      ...where,
      field: 'end_date',
      message: `结束日期 ${endDate} 早于开始日期 ${startDate}`,
    });
  if (!days.some(Boolean))
    findings.push({ severity: 'warning', code: 'service_never_active', ...where, field: 'monday', message: '运营日历没有任何运营日（周一至周日都为 0）' });
  return findings;
}

export function checkFrequencyRange(where: Where, start: number, end: number, headway: number): Finding | undefined {
  if (end > start && headway > 0) return undefined;
  return { severity: 'error', code: 'invalid_frequency', ...where, field: 'end_time', message: '发车间隔的结束时间须晚于开始时间，间隔须大于 0' };
}
