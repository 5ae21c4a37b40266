import { describe, expect, it } from 'vitest';
import * as net from './network-rules';
import * as row from './row-rules';

const w = { file: 'stops.txt', line: 7 };
const call = (sequence: number, stop: string, time?: number, line = sequence + 1): net.Call => ({ sequence, stop, arrival: time, departure: time, line });
const stop = (code: string, name: string, lat: number, lon: number, line = 2): net.PlacedStop => ({ code, name, lat, lon, locationType: 0, line });

describe('row rules', () => {
  it('missing required field', () => {
    expect(row.checkRequiredValue(w, 'stop_id', '')).toMatchObject({
      severity: 'error',
      code: 'missing_required_field',
      line: 7,
      field: 'stop_id',
      message: '必填字段 stop_id 为空',
    });
    expect(row.checkRequiredValue(w, 'stop_id', 'S1')).toBeUndefined();
  });
  it('too long', () => {
    expect(row.checkLength(w, 'stop_name', 'x'.repeat(10_000), 'name')?.message).toBe('stop_name 长度为 10000 个字符，最多 200 个');
    expect(row.checkLength(w, 'stop_id', 'x'.repeat(100), 'id')).toBeUndefined();
  });
  it('route_type: basic and extended types are accepted, an undefined code is a warning, a non-number an error', () => {
    const r = { file: 'routes.txt', line: 3 };
    for (const code of ['3', '0', '12', '700', '711', '717', '109', '900', '1300', '1702']) expect(row.checkRouteType(r, code)).toBeUndefined();
    expect(row.checkRouteType(r, '1999')).toMatchObject({ severity: 'warning', code: 'unexpected_enum_value', field: 'route_type', line: 3 });
    expect(row.checkRouteType(r, '8')).toMatchObject({ severity: 'warning', code: 'unexpected_enum_value' });
    expect(row.checkRouteType(r, 'bus')).toMatchObject({ severity: 'error', code: 'invalid_integer' });
    expect(row.checkRouteType(r, '-3')).toMatchObject({ severity: 'error', code: 'invalid_integer' });
  });
  it('latitude and longitude in range', () => {
    expect(row.checkLatitude(w, 'stop_lat', '91')?.code).toBe('invalid_coordinate');
    expect(row.checkLatitude(w, 'stop_lat', 'abc')?.code).toBe('invalid_coordinate');
    expect(row.checkLatitude(w, 'stop_lat', '30.5')).toBeUndefined();
    expect(row.checkLongitude(w, 'stop_lon', '-180.1')?.code).toBe('invalid_coordinate');
    expect(row.checkLongitude(w, 'stop_lon', '114.3')).toBeUndefined();
  });
  it('(0, 0) is a warning', () => {
    expect(row.checkZeroCoordinate(w, 0, 0)?.severity).toBe('warning');
    expect(row.checkZeroCoordinate(w, 30, 0)).toBeUndefined();
  });
  it('time HH:MM:SS, past 24:00 allowed', () => {
    expect(row.checkTime(w, 'arrival_time', '25:10:00')).toBeUndefined();
    expect(row.checkTime(w, 'arrival_time', '7:05:00')).toBeUndefined();
    expect(row.checkTime(w, 'arrival_time', '07:65:00')?.code).toBe('invalid_time');
    expect(row.checkTime(w, 'arrival_time', '0705')?.code).toBe('invalid_time');
  });
  it('date YYYYMMDD and real', () => {
    expect(row.checkDate(w, 'start_date', '20270228')).toBeUndefined();
    expect(row.checkDate(w, 'start_date', '20270230')?.code).toBe('invalid_date');
    expect(row.checkDate(w, 'start_date', '2027-02-01')?.code).toBe('invalid_date');
  });
  it('colour of six hex digits', () => {
    expect(row.checkColor(w, 'route_color', 'FFaa00')).toBeUndefined();
    expect(row.checkColor(w, 'route_color', '#FFAA00')?.code).toBe('invalid_color');
  });
  it('enumerations, integers, non-negative numbers and URLs', () => {
    expect(row.checkEnum(w, 'location_type', '5', [0, 1, 2, 3, 4])?.code).toBe('invalid_enum');
    expect(row.checkEnum(w, 'location_type', '', [0, 1])).toBeUndefined();
    expect(row.checkEnum(w, 'route_type', '', [3], true)?.code).toBe('invalid_enum');
    expect(row.checkInteger(w, 'stop_sequence', '-1', 0)?.code).toBe('invalid_integer');
    expect(row.checkNonNegativeNumber(w, 'shape_dist_traveled', '-2')?.code).toBe('invalid_number');
    expect(row.checkUrl(w, 'agency_url', 'bus.example.cn')?.code).toBe('invalid_url');
    expect(row.checkUrl(w, 'agency_url', 'https://bus.example.cn')).toBeUndefined();
  });
  it('duplicate ids', () => {
    expect(row.checkDuplicateId(w, 'stop_id', 'S1', true)?.message).toBe('stop_id「S1」重复出现');
    expect(row.checkDuplicateId(w, 'stop_id', 'S1', false)).toBeUndefined();
  });
  it('a route needs a short or a long name', () => {
    expect(row.checkRouteName(w, '', '')?.code).toBe('route_both_short_and_long_name_missing');
    expect(row.checkRouteName(w, '1路', '')).toBeUndefined();
  });
  it('calendar: end before start is an error, no service day a warning', () => {
    const none = [false, false, false, false, false, false, false];
    expect(row.checkCalendarRange(w, none, '2027-02-01', '2027-01-01').map((f) => [f.severity, f.code])).toEqual([
      ['error', 'start_and_end_range_out_of_order'],
      ['warning', 'service_never_active'],
    ]);
    expect(row.checkCalendarRange(w, [true, ...none.slice(1)], '2027-01-01', '2027-12-31')).toEqual([]);
  });
  it('frequency range', () => {
    expect(row.checkFrequencyRange(w, 3600, 3600, 600)?.code).toBe('invalid_frequency');
    expect(row.checkFrequencyRange(w, 3600, 7200, 600)).toBeUndefined();
  });
});

describe('network rules', () => {
  it('unknown reference', () => {
    expect(net.checkReference('trips.txt', 3, 'route_id', 'R9', false, 'routes.txt')?.message).toBe('route_id「R9」在 routes.txt 中不存在');
    expect(net.checkReference('trips.txt', 3, 'shape_id', '', false, 'shapes.txt')).toBeUndefined();
  });
  it('stop sequence must increase', () => {
    expect(net.checkStopSequence('T1', [call(1, 'A', 0), call(1, 'B', 60)])[0]).toMatchObject({ code: 'duplicate_stop_sequence', line: 2 });
    expect(net.checkStopSequence('T1', [call(1, 'A', 0), call(2, 'B', 60)])).toEqual([]);
  });
  it('times must not decrease (missing intermediate times are skipped)', () => {
    expect(net.checkStopTimesIncrease('T1', [call(1, 'A', 600), call(2, 'B'), call(3, 'C', 500)])[0]).toMatchObject({ code: 'stop_time_decreasing', line: 4 });
    expect(net.checkStopTimesIncrease('T1', [{ sequence: 1, stop: 'A', arrival: 600, departure: 500, line: 2 }])[0].code).toBe(
      'stop_time_with_departure_before_arrival_time',
    );
    expect(net.checkStopTimesIncrease('T1', [call(1, 'A', 600), call(2, 'B'), call(3, 'C', 600)])).toEqual([]);
  });
  it('first and last stop need times', () => {
    expect(net.checkTripEdges('T1', [call(1, 'A'), call(2, 'B', 60)]).map((f) => f.field)).toEqual(['departure_time']);
    expect(net.checkTripEdges('T1', [call(1, 'A', 0), call(2, 'B')]).map((f) => f.field)).toEqual(['arrival_time']);
  });
  it('a trip needs two stops', () => {
    expect(net.checkTripHasTwoStops('T1', [call(1, 'A', 0)], 5)).toMatchObject({ severity: 'warning', code: 'unusable_trip', file: 'trips.txt', line: 5 });
    expect(net.checkTripHasTwoStops('T1', [call(1, 'A', 0), call(2, 'B', 60)], 5)).toBeUndefined();
  });
  it('too fast between consecutive stops', () => {
    const at = (code: string) => ({ A: { lat: 30, lon: 114 }, B: { lat: 30.1, lon: 114 } })[code as 'A' | 'B'];
    // 11 km in two minutes: 333 km/h
    expect(net.checkTravelSpeed('T1', [call(1, 'A', 0), call(2, 'B', 120)], at, 150)[0].code).toBe('fast_travel_between_consecutive_stops');
    expect(net.checkTravelSpeed('T1', [call(1, 'A', 0), call(2, 'B', 1200)], at, 150)).toEqual([]);
    expect(net.maxSpeedKmh(3)).toBe(150);
    // an extended type is held to its basic mode's bound: a shuttle bus as a bus, a suburban railway as rail
    expect(net.maxSpeedKmh(711)).toBe(150);
    expect(net.maxSpeedKmh(109)).toBe(500);
    expect(net.maxSpeedKmh(1100)).toBeGreaterThan(500);
  });
  it('duplicate stops: same name within 5 m', () => {
    const found = net.findDuplicateStops([stop('A', '火车站', 30, 114), stop('B', '火车站', 30.00002, 114, 3), stop('C', '火车站', 30.001, 114)]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'duplicate_stop', line: 3 });
    expect(net.findDuplicateStops([stop('A', '火车站', 30, 114), stop('B', '江城大学', 30, 114)])).toEqual([]);
  });
  it('block trips overlapping in time', () => {
    const trip = (code: string, start: number, end: number, service = 'WD') => ({ code, block: 'B1', service, start, end, line: 2 });
    expect(net.findBlockOverlaps([trip('T1', 0, 3600), trip('T2', 3000, 6000)])[0].code).toBe('block_trips_with_overlapping_stop_times');
    expect(net.findBlockOverlaps([trip('T1', 0, 3600), trip('T2', 3600, 6000)])).toEqual([]);
    expect(net.findBlockOverlaps([trip('T1', 0, 3600), trip('T2', 3000, 6000, 'WE')])).toEqual([]);
  });
  it('stop far from its shape', () => {
    const lats = [30, 30];
    const lons = [114, 114.01];
    expect(net.distanceToShape(30.0005, 114.005, lats, lons)).toBeCloseTo(55.3, 0);
    expect(net.checkStopNearShape('SH1', stop('A', 'a', 30.002, 114.005), lats, lons, 9)).toMatchObject({ code: 'stop_too_far_from_shape', line: 9 });
    expect(net.checkStopNearShape('SH1', stop('A', 'a', 30.0005, 114.005), lats, lons, 9)).toBeUndefined();
  });
  it('route without trips, unused stop, unused shape', () => {
    expect(
      net
        .findRoutesWithoutTrips(
          [
            { code: 'R1', line: 2 },
            { code: 'R2', line: 3 },
          ],
          new Set(['R1']),
        )
        .map((f) => f.message),
    ).toEqual(['线路「R2」没有任何班次']);
    expect(net.findUnusedStops([stop('A', 'a', 0, 0), stop('B', 'b', 0, 0), stop('P', 'p', 0, 0)], new Set(['A']), new Set(['P'])).map((f) => f.code)).toEqual([
      'unused_stop',
    ]);
    expect(net.findUnusedShapes([{ code: 'SH1', line: 2 }], new Set())).toHaveLength(1);
  });
});
