import { describe, expect, it } from 'vitest';
import type { DutyRule } from '@bus/contracts';
import { checkDuties, DEFAULT_DUTY_RULES, type CheckedDuty, type CheckedDriver, type CheckedVehicle } from './duty-check';

const h = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;
const driver: CheckedDriver = { id: 'd1', name: '张伟', licenceExpiry: '2030-01-01', qualificationExpiry: '2030-01-01' };
const vehicle: CheckedVehicle = { id: 'v1', plate: '鄂A·D12345', inspectionExpiry: '2030-01-01', insuranceExpiry: '2030-01-01' };
const duty = (over: Partial<CheckedDuty> = {}): CheckedDuty => ({
  serviceDate: '2026-11-27',
  blockCode: 'B1',
  driverId: 'd1',
  vehicleId: 'v1',
  spells: [{ start: h(7), end: h(8) }],
  ...over,
});
/** trips of `minutes` back to back with 10-minute layovers from `from` */
const trips = (from: number, count: number, minutes = 50) =>
  Array.from({ length: count }, (_, i) => ({ start: from + i * (minutes + 10) * 60, end: from + i * (minutes + 10) * 60 + minutes * 60 }));

const check = (duties: CheckedDuty[], options: { drivers?: CheckedDriver[]; vehicles?: CheckedVehicle[]; rules?: DutyRule[]; dates?: string[] } = {}) =>
  checkDuties({
    duties,
    drivers: options.drivers ?? [driver],
    vehicles: options.vehicles ?? [vehicle],
    rules: options.rules ?? DEFAULT_DUTY_RULES,
    dates: options.dates,
  });
const codes = (findings: ReturnType<typeof check>) => findings.map((f) => f.rule);

describe('duty-rule checker', () => {
  it('finds nothing in a short daytime duty with valid papers', () => {
    expect(check([duty()])).toEqual([]);
  });

  it('continuous_day: more than 4 h without a 20-minute break by day', () => {
    const findings = check([duty({ spells: trips(h(7), 5) })]); // 07:00-11:50 with 10-minute layovers
    expect(codes(findings)).toEqual(['continuous_day']);
    expect(findings[0]).toMatchObject({ severity: 'warning', driverName: '张伟', blockCode: 'B1' });
    expect(findings[0].message).toBe('驾驶员 张伟 07:00 起连续驾驶 4 小时 50 分钟，超过 4 小时');
    // a 20-minute break in the middle splits the spell
    expect(check([duty({ spells: [...trips(h(7), 2), ...trips(h(9, 10), 3)] })])).toEqual([]);
  });

  it('continuous_night: more than 2 h touching 22:00-06:00', () => {
    const findings = check([duty({ spells: trips(h(21, 30), 3) })]); // 21:30-00:20
    expect(codes(findings)).toEqual(['continuous_night']);
    expect(findings[0].message).toContain('（含夜间）连续驾驶 2 小时 50 分钟，超过 2 小时');
    // the same length by day is allowed
    expect(check([duty({ spells: trips(h(13), 3) })])).toEqual([]);
  });

  it('min_break: a change of block with less than 20 minutes between', () => {
    const findings = check([
      duty({ blockCode: 'B1', vehicleId: null, spells: [{ start: h(6), end: h(7) }] }),
      duty({ blockCode: 'B2', vehicleId: null, spells: [{ start: h(7, 10), end: h(8) }] }),
    ]);
    expect(codes(findings)).toEqual(['min_break']);
    expect(findings[0].message).toBe('驾驶员 张伟 从班段 B1 换到 B2 只休息 10 分钟，少于 20 分钟');
    expect(
      check([
        duty({ blockCode: 'B1', vehicleId: null, spells: [{ start: h(6), end: h(7) }] }),
        duty({ blockCode: 'B2', vehicleId: null, spells: [{ start: h(7, 30), end: h(8) }] }),
      ]),
    ).toEqual([]);
  });

  it('daily_driving: more than 8 h driving within 24 h', () => {
    const morning = duty({ blockCode: 'B1', vehicleId: null, spells: trips(h(6), 4) }); // 3 h 20 min of driving
    const afternoon = duty({ blockCode: 'B2', vehicleId: null, spells: trips(h(11), 4) });
    const evening = duty({ blockCode: 'B3', vehicleId: null, spells: trips(h(16), 2) }); // 1 h 40 → 8 h 20 total
    const findings = check([morning, afternoon, evening]);
    expect(codes(findings)).toEqual(['daily_driving']);
    expect(findings[0].message).toBe('驾驶员 张伟 在 24 小时内累计驾驶 8 小时 20 分钟，超过 8 小时');
    expect(check([morning, afternoon])).toEqual([]);
  });

  it('weekly_driving: more than 44 h in the date and the six days before', () => {
    const days = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    // 7 h a day (two 3 h 30 spells with a break): 49 h in 7 days
    const week = days.map((serviceDate) =>
      duty({
        serviceDate,
        vehicleId: null,
        spells: [
          { start: h(6), end: h(9, 30) },
          { start: h(10), end: h(13, 30) },
        ],
      }),
    );
    const findings = check(week, { dates: ['2026-11-27'] });
    expect(codes(findings)).toEqual(['weekly_driving']);
    expect(findings[0].message).toBe('驾驶员 张伟 2026-11-21 至 2026-11-27 累计驾驶 49 小时，超过 44 小时');
    expect(check(week.slice(1), { dates: ['2026-11-27'] })).toEqual([]); // 42 h
  });

  it('licence_valid and qualification_valid on the service date', () => {
    const lapsed = { ...driver, licenceExpiry: '2026-11-26', qualificationExpiry: null };
    const findings = check([duty()], { drivers: [lapsed] });
    expect(codes(findings)).toEqual(['licence_valid', 'qualification_valid']);
    expect(findings[0]).toMatchObject({ severity: 'error', message: '驾驶员 张伟 的驾驶证已于 2026-11-26 过期' });
    expect(findings[1].message).toBe('驾驶员 张伟 没有有效的从业资格证');
    // valid through its last day
    expect(check([duty()], { drivers: [{ ...driver, licenceExpiry: '2026-11-27' }] })).toEqual([]);
  });

  it('inspection_valid and insurance_valid on the service date', () => {
    const findings = check([duty()], { vehicles: [{ ...vehicle, inspectionExpiry: '2026-10-01', insuranceExpiry: '2026-11-01' }] });
    expect(codes(findings)).toEqual(['inspection_valid', 'insurance_valid']);
    expect(findings.map((f) => f.message)).toEqual(['车辆 鄂A·D12345 的年检已于 2026-10-01 到期', '车辆 鄂A·D12345 的保险已于 2026-11-01 到期']);
    expect(findings[0].plate).toBe('鄂A·D12345');
  });

  it('no_overlap: a driver or a vehicle on two blocks at once', () => {
    const a = duty({ blockCode: 'B1', spells: [{ start: h(7), end: h(9) }] });
    const b = duty({ blockCode: 'B2', driverId: 'd2', spells: [{ start: h(8), end: h(10) }] });
    const findings = check([a, b], { drivers: [driver, { ...driver, id: 'd2', name: '李娜' }] });
    expect(codes(findings)).toEqual(['no_overlap']);
    expect(findings[0].message).toBe('车辆 鄂A·D12345 同时安排在班段 B1（2026-11-27）和 B2（2026-11-27），时间重叠');
    const sameDriver = check([a, { ...b, driverId: 'd1', vehicleId: null }]);
    expect(codes(sameDriver)).toContain('no_overlap');
    expect(sameDriver.find((f) => f.rule === 'no_overlap')?.driverName).toBe('张伟');
  });

  it('rules switched off, other limits and severities are respected', () => {
    const long = [duty({ spells: trips(h(7), 5) })];
    const rules = DEFAULT_DUTY_RULES.map((r) => (r.code === 'continuous_day' ? { ...r, enabled: false } : r));
    expect(check(long, { rules })).toEqual([]);
    const stricter = DEFAULT_DUTY_RULES.map((r) => (r.code === 'continuous_day' ? { ...r, limitMinutes: 300, severity: 'error' as const } : r));
    expect(check(long, { rules: stricter })).toEqual([]);
    const strict = DEFAULT_DUTY_RULES.map((r) => (r.code === 'continuous_day' ? { ...r, limitMinutes: 120, severity: 'error' as const } : r));
    expect(check(long, { rules: strict })[0]).toMatchObject({ rule: 'continuous_day', severity: 'error' });
  });
});
