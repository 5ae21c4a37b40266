/**
 * The duty-rule checker (排班规则检查): plain TypeScript over plain data, no database. Given the
 * duties of some days (each with the driving spells of its block's trips), the drivers, the
 * vehicles and the tenant's rules, it answers what breaks which rule, in Chinese.
 *
 * Driving is measured on one timeline across days (service date + seconds, which may pass 24:00).
 * Trips of a driver separated by less than the minimum break (min_break's limit) are one
 * continuous spell: a layover that short is not a rest. Night is 22:00-06:00; a spell touching the
 * night is held to the night limit.
 */
import type { DutyFinding, DutyRule, DutyRuleCode, DutySeverity } from '@bus/contracts';

export interface DrivingSpell {
  /** seconds after midnight of the duty's service date (may pass 86400) */
  start: number;
  end: number;
}

export interface CheckedDuty {
  serviceDate: string;
  /** the vehicle block, and the crew piece of it the duty drives (the whole block when absent) */
  blockCode: string;
  dutyCode?: string;
  driverId: string | null;
  vehicleId: string | null;
  spells: DrivingSpell[];
  /** a duty days before the checked dates counts only for the 7-day rule: its driving may be given instead of its spells */
  drivingSecs?: number;
}

export interface CheckedDriver {
  id: string;
  name: string;
  licenceExpiry: string | null;
  qualificationExpiry: string | null;
}

export interface CheckedVehicle {
  id: string;
  plate: string;
  inspectionExpiry: string | null;
  insuranceExpiry: string | null;
}

export interface DutyCheckInput {
  duties: CheckedDuty[];
  drivers: CheckedDriver[];
  vehicles: CheckedVehicle[];
  rules: DutyRule[];
  /** report findings of these dates only (others are context: the week before counts for 44 h) */
  dates?: string[];
}

export const DEFAULT_DUTY_RULES: DutyRule[] = [
  { code: 'continuous_day', name: '日间连续驾驶', limitMinutes: 240, severity: 'warning', enabled: true },
  { code: 'continuous_night', name: '夜间连续驾驶（22:00-06:00）', limitMinutes: 120, severity: 'warning', enabled: true },
  { code: 'min_break', name: '驾驶间歇休息', limitMinutes: 20, severity: 'warning', enabled: true },
  { code: 'daily_driving', name: '24 小时累计驾驶', limitMinutes: 480, severity: 'warning', enabled: true },
  { code: 'weekly_driving', name: '7 天累计驾驶', limitMinutes: 2640, severity: 'warning', enabled: true },
  { code: 'licence_valid', name: '驾驶证有效', limitMinutes: null, severity: 'error', enabled: true },
  { code: 'qualification_valid', name: '从业资格证有效', limitMinutes: null, severity: 'error', enabled: true },
  { code: 'inspection_valid', name: '车辆年检有效', limitMinutes: null, severity: 'error', enabled: true },
  { code: 'insurance_valid', name: '车辆保险有效', limitMinutes: null, severity: 'error', enabled: true },
  { code: 'no_overlap', name: '不得同时执行两个车次', limitMinutes: null, severity: 'error', enabled: true },
];

const DAY = 86_400;
const NIGHT_START = 22 * 3600;
const NIGHT_END = 6 * 3600;

/** days since 1970-01-01 of a YYYY-MM-DD date */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / (DAY * 1000));
const dateOf = (day: number) => new Date(day * DAY * 1000).toISOString().slice(0, 10);

/** 4 h, 2 h 30 min, 45 min */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} 分钟`;
  return rest === 0 ? `${h} 小时` : `${h} 小时 ${rest} 分钟`;
}

/** 07:05, 25:10 shown as 次日 01:10 */
export function formatClock(seconds: number): string {
  const next = seconds >= DAY;
  const s = ((seconds % DAY) + DAY) % DAY;
  const text = `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}`;
  return next ? `次日 ${text}` : text;
}

const pieceOf = (duty: CheckedDuty) => duty.dutyCode ?? duty.blockCode;

interface Interval {
  start: number;
  end: number;
  duty: CheckedDuty;
}

/** whether [start, end] (absolute seconds, or seconds of one service day) touches 22:00-06:00 of any day */
export function touchesNight(start: number, end: number): boolean {
  for (let day = Math.floor(start / DAY) - 1; day <= Math.floor(end / DAY); day += 1) {
    const nightStart = day * DAY + NIGHT_START;
    const nightEnd = (day + 1) * DAY + NIGHT_END;
    if (start < nightEnd && end > nightStart) return true;
  }
  return false;
}

export function checkDuties(input: DutyCheckInput): DutyFinding[] {
  const rules = new Map(input.rules.map((rule) => [rule.code, rule]));
  const active = (code: DutyRuleCode) => {
    const rule = rules.get(code);
    return rule?.enabled ? rule : undefined;
  };
  const reported = input.dates ? new Set(input.dates) : undefined;
  const drivers = new Map(input.drivers.map((d) => [d.id, d]));
  const vehicles = new Map(input.vehicles.map((v) => [v.id, v]));
  const findings: DutyFinding[] = [];

  const add = (
    code: DutyRuleCode,
    severity: DutySeverity,
    duty: CheckedDuty,
    who: { driverId?: string | null; vehicleId?: string | null },
    message: string,
  ) => {
    if (reported && !reported.has(duty.serviceDate)) return;
    const driver = who.driverId ? drivers.get(who.driverId) : undefined;
    const vehicle = who.vehicleId ? vehicles.get(who.vehicleId) : undefined;
    findings.push({
      rule: code,
      ruleName: rules.get(code)?.name ?? code,
      severity,
      serviceDate: duty.serviceDate,
      blockCode: duty.blockCode,
      dutyCode: duty.dutyCode ?? duty.blockCode,
      driverId: who.driverId ?? null,
      driverName: driver?.name ?? null,
      vehicleId: who.vehicleId ?? null,
      plate: vehicle?.plate ?? null,
      message,
    });
  };

  // a week of a company's duties is tens of thousands: each date worked out once, and only the duties
  // next to a reported date laid on the timelines (the days before count for the 7-day rule by their totals)
  const bases = new Map<string, number>();
  const baseOf = (date: string) => bases.get(date) ?? bases.set(date, dayNumber(date) * DAY).get(date)!;
  const reportedDays = reported ? [...reported].map((date) => baseOf(date) / DAY) : [];
  const near = (duty: CheckedDuty) => {
    if (!reported) return true;
    const day = baseOf(duty.serviceDate) / DAY;
    return day >= Math.min(...reportedDays) - 1 && day <= Math.max(...reportedDays) + 1;
  };

  // documents: valid on the service date (an expiry date is the last valid day)
  for (const duty of input.duties) {
    if (reported && !reported.has(duty.serviceDate)) continue;
    const driver = duty.driverId ? drivers.get(duty.driverId) : undefined;
    const vehicle = duty.vehicleId ? vehicles.get(duty.vehicleId) : undefined;
    const expired = (expiry: string | null) => !expiry || expiry < duty.serviceDate;
    const licence = active('licence_valid');
    if (licence && driver && expired(driver.licenceExpiry))
      add(
        'licence_valid',
        licence.severity,
        duty,
        { driverId: driver.id },
        driver.licenceExpiry ? `驾驶员 ${driver.name} 的驾驶证已于 ${driver.licenceExpiry} 过期` : `驾驶员 ${driver.name} 没有登记驾驶证有效期`,
      );
    const qualification = active('qualification_valid');
    if (qualification && driver && expired(driver.qualificationExpiry))
      add(
        'qualification_valid',
        qualification.severity,
        duty,
        { driverId: driver.id },
        driver.qualificationExpiry ? `驾驶员 ${driver.name} 的从业资格证已于 ${driver.qualificationExpiry} 过期` : `驾驶员 ${driver.name} 没有有效的从业资格证`,
      );
    const inspection = active('inspection_valid');
    if (inspection && vehicle && expired(vehicle.inspectionExpiry))
      add(
        'inspection_valid',
        inspection.severity,
        duty,
        { vehicleId: vehicle.id },
        vehicle.inspectionExpiry ? `车辆 ${vehicle.plate} 的年检已于 ${vehicle.inspectionExpiry} 到期` : `车辆 ${vehicle.plate} 没有登记年检有效期`,
      );
    const insurance = active('insurance_valid');
    if (insurance && vehicle && expired(vehicle.insuranceExpiry))
      add(
        'insurance_valid',
        insurance.severity,
        duty,
        { vehicleId: vehicle.id },
        vehicle.insuranceExpiry ? `车辆 ${vehicle.plate} 的保险已于 ${vehicle.insuranceExpiry} 到期` : `车辆 ${vehicle.plate} 没有登记保险到期日`,
      );
  }

  // one timeline per driver and per vehicle, and what each driver drove each day
  const byDriver = new Map<string, Interval[]>();
  const byVehicle = new Map<string, Interval[]>();
  const drivenByDay = new Map<string, Map<number, number>>();
  const spans = new Map<CheckedDuty, { start: number; end: number }>();
  const dutySpan = (duty: CheckedDuty) => {
    let span = spans.get(duty);
    if (!span) {
      const base = baseOf(duty.serviceDate);
      span = { start: base + Math.min(...duty.spells.map((s) => s.start)), end: base + Math.max(...duty.spells.map((s) => s.end)) };
      spans.set(duty, span);
    }
    return span;
  };
  for (const duty of input.duties) {
    if (duty.driverId) {
      const days = drivenByDay.get(duty.driverId) ?? new Map<number, number>();
      const day = baseOf(duty.serviceDate) / DAY;
      days.set(day, (days.get(day) ?? 0) + (duty.drivingSecs ?? duty.spells.reduce((sum, spell) => sum + spell.end - spell.start, 0)));
      drivenByDay.set(duty.driverId, days);
    }
    if (duty.spells.length === 0 || !near(duty)) continue;
    const base = baseOf(duty.serviceDate);
    if (duty.driverId) {
      const list = byDriver.get(duty.driverId) ?? [];
      for (const spell of duty.spells) list.push({ start: base + spell.start, end: base + spell.end, duty });
      byDriver.set(duty.driverId, list);
    }
    if (duty.vehicleId) {
      const list = byVehicle.get(duty.vehicleId) ?? [];
      list.push({ ...dutySpan(duty), duty });
      byVehicle.set(duty.vehicleId, list);
    }
  }

  const overlap = active('no_overlap');
  const reportOverlaps = (intervalsByDuty: Interval[], who: (duty: CheckedDuty) => { driverId?: string; vehicleId?: string }, label: string) => {
    if (!overlap) return;
    const spans = [...new Map(intervalsByDuty.map((i) => [i.duty, { ...dutySpan(i.duty), duty: i.duty }])).values()].sort((a, b) => a.start - b.start);
    for (let i = 0; i < spans.length; i += 1)
      for (let j = i + 1; j < spans.length && spans[j].start < spans[i].end; j += 1) {
        const [a, b] = [spans[i].duty, spans[j].duty];
        add(
          'no_overlap',
          overlap.severity,
          b,
          who(b),
          `${label}同时安排在班段 ${pieceOf(a)}（${a.serviceDate}）和 ${pieceOf(b)}（${b.serviceDate}），时间重叠`,
        );
      }
  };
  for (const [vehicleId, list] of byVehicle) reportOverlaps(list, () => ({ vehicleId }), `车辆 ${vehicles.get(vehicleId)?.plate ?? ''} `);

  const minBreakRule = active('min_break');
  const breakSeconds = (rules.get('min_break')?.limitMinutes ?? 20) * 60;
  const continuousDay = active('continuous_day');
  const continuousNight = active('continuous_night');
  const daily = active('daily_driving');
  const weekly = active('weekly_driving');

  for (const [driverId, intervals] of byDriver) {
    const name = drivers.get(driverId)?.name ?? '';
    const who = { driverId };
    intervals.sort((a, b) => a.start - b.start);
    reportOverlaps(intervals, () => who, `驾驶员 ${name} `);

    // a change of block needs a real break (within a block, layovers count as driving time)
    if (minBreakRule)
      for (let i = 1; i < intervals.length; i += 1) {
        const [prev, next] = [intervals[i - 1], intervals[i]];
        const gap = next.start - prev.end;
        if (prev.duty !== next.duty && gap >= 0 && gap < breakSeconds)
          add(
            'min_break',
            minBreakRule.severity,
            next.duty,
            who,
            `驾驶员 ${name} 从班段 ${pieceOf(prev.duty)} 换到 ${pieceOf(next.duty)} 只休息 ${formatMinutes(gap / 60)}，少于 ${formatMinutes(breakSeconds / 60)}`,
          );
      }

    // continuous spells: trips joined while the gap between them is shorter than a break
    const spells: Array<{ start: number; end: number; driving: number; duty: CheckedDuty }> = [];
    for (const interval of intervals) {
      const last = spells.at(-1);
      if (last && interval.start - last.end < breakSeconds) {
        last.end = Math.max(last.end, interval.end);
        last.driving += interval.end - interval.start;
      } else spells.push({ start: interval.start, end: interval.end, driving: interval.end - interval.start, duty: interval.duty });
    }
    for (const spell of spells) {
      const minutes = (spell.end - spell.start) / 60;
      const night = touchesNight(spell.start, spell.end);
      const rule = night ? continuousNight : continuousDay;
      const code = night ? 'continuous_night' : 'continuous_day';
      if (rule && rule.limitMinutes !== null && minutes > rule.limitMinutes)
        add(
          code,
          rule.severity,
          spell.duty,
          who,
          `驾驶员 ${name} ${formatClock(spell.start % DAY)} 起${night ? '（含夜间）' : ''}连续驾驶 ${formatMinutes(minutes)}，超过 ${formatMinutes(rule.limitMinutes)}`,
        );
    }

    // any 24 h: windows starting at each trip's start; reported once per service date (the dates
    // reported only: a window starting on another date would not be shown)
    if (daily && daily.limitMinutes !== null) {
      const limit = daily.limitMinutes * 60;
      const seen = new Set<string>();
      // the latest end of the intervals up to each one (sorted by start): how far back one may still reach into a window
      const reach: number[] = [];
      intervals.forEach((interval, i) => reach.push(Math.max(interval.end, i ? reach[i - 1] : Number.NEGATIVE_INFINITY)));
      for (const [index, first] of intervals.entries()) {
        if (reported && !reported.has(first.duty.serviceDate)) continue;
        const windowEnd = first.start + DAY;
        const overlap = (other: Interval) => Math.max(0, Math.min(other.end, windowEnd) - Math.max(other.start, first.start));
        let total = 0;
        for (let j = index; j < intervals.length && intervals[j].start < windowEnd; j += 1) total += overlap(intervals[j]);
        for (let j = index - 1; j >= 0 && reach[j] > first.start; j -= 1) total += overlap(intervals[j]);
        if (total > limit && !seen.has(first.duty.serviceDate)) {
          seen.add(first.duty.serviceDate);
          add(
            'daily_driving',
            daily.severity,
            first.duty,
            who,
            `驾驶员 ${name} 在 24 小时内累计驾驶 ${formatMinutes(total / 60)}，超过 ${formatMinutes(daily.limitMinutes)}`,
          );
        }
      }
    }

    // 7 days: the service date and the six before it (reported on the day's last duty)
    if (weekly && weekly.limitMinutes !== null) {
      const byDate = drivenByDay.get(driverId) ?? new Map<number, number>();
      const dutyOfDate = new Map<number, CheckedDuty>();
      for (const interval of intervals) dutyOfDate.set(baseOf(interval.duty.serviceDate) / DAY, interval.duty);
      for (const [day, duty] of dutyOfDate) {
        let total = 0;
        for (let d = day - 6; d <= day; d += 1) total += byDate.get(d) ?? 0;
        if (total > weekly.limitMinutes * 60)
          add(
            'weekly_driving',
            weekly.severity,
            duty,
            who,
            `驾驶员 ${name} ${dateOf(day - 6)} 至 ${dateOf(day)} 累计驾驶 ${formatMinutes(total / 60)}，超过 ${formatMinutes(weekly.limitMinutes)}`,
          );
      }
    }
  }

  const order = (f: DutyFinding) => `${f.serviceDate}|${f.severity === 'error' ? 0 : 1}|${f.dutyCode}|${f.rule}`;
  return findings
    .map((finding) => ({ finding, key: order(finding) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ finding }) => finding);
}
