import { describe, expect, it } from 'vitest';
import { cumulativeMetres, haversineMetres, isInChina, isValidLatLon, polylineMetres, shapeFromStops } from './geo';
import { opsRouteSaveSchema, opsStopSaveSchema } from './api/ops-network';

describe('distances', () => {
  it('measures one degree of latitude as about 111.2 km and a block in the city in metres', () => {
    expect(haversineMetres({ lat: 30, lon: 114 }, { lat: 31, lon: 114 })).toBeCloseTo(111_195, -2);
    expect(haversineMetres({ lat: 30.59, lon: 114.3 }, { lat: 30.59, lon: 114.31 })).toBeCloseTo(957.5, 0);
    expect(haversineMetres({ lat: 30.59, lon: 114.3 }, { lat: 30.59, lon: 114.3 })).toBe(0);
  });

  it('adds up a polyline and says how far along each point is', () => {
    const points = [
      { lat: 30.59, lon: 114.3 },
      { lat: 30.6, lon: 114.3 },
      { lat: 30.6, lon: 114.31 },
    ];
    const along = cumulativeMetres(points);
    expect(along[0]).toBe(0);
    expect(along[2]).toBeCloseTo(polylineMetres(points), 6);
    expect(polylineMetres([])).toBe(0);
  });
});

describe('a shape from stops', () => {
  it('passes through every stop, adds points on long runs and keeps the length', () => {
    const stops = [
      { lat: 30.59, lon: 114.3 },
      { lat: 30.6, lon: 114.3 },
      { lat: 30.6, lon: 114.3 },
      { lat: 30.6005, lon: 114.3 },
    ];
    const shape = shapeFromStops(stops);
    expect(shape[0]).toEqual(stops[0]);
    expect(shape.at(-1)).toEqual(stops[3]);
    // 1.1 km split into pieces of at most 400 m: two points in between; the repeated stop adds none
    expect(shape).toHaveLength(5);
    expect(polylineMetres(shape)).toBeCloseTo(polylineMetres(stops), 0);
  });
});

describe('stop and line validators', () => {
  const stop = { code: 'S1', name: '火车站', lat: 30.59, lon: 114.3 };
  const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts a stop anywhere on Earth (a feed imported from abroad) and refuses coordinates that do not exist, naming the field', () => {
    expect(opsStopSaveSchema.safeParse(stop).success).toBe(true);
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, lat: 91 }))).toEqual(['lat: 纬度超出范围（-90 ~ 90）']);
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, lat: 999 }))).toEqual(['lat: 纬度超出范围（-90 ~ 90）']);
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, lon: -180.5 }))).toEqual(['lon: 经度超出范围（-180 ~ 180）']);
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, lat: Number.NaN }))).toEqual(['lat: 请输入纬度']);
    expect(opsStopSaveSchema.safeParse({ ...stop, lon: 2.35, lat: 48.85 }).success).toBe(true);
    expect(isInChina({ lat: 48.85, lon: 2.35 })).toBe(false);
  });

  it('tells a coordinate a map can draw from one it cannot', () => {
    expect(isValidLatLon({ lat: 30.59, lon: 114.3 })).toBe(true);
    expect(isValidLatLon({ lat: -90, lon: 180 })).toBe(true);
    for (const bad of [
      { lat: 91, lon: 114 },
      { lat: 30, lon: 181 },
      { lat: Number.NaN, lon: 114 },
      { lat: null, lon: 114 },
      { lat: 30, lon: Infinity },
    ])
      expect(isValidLatLon(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses a 10,000-character name and a code with spaces, naming the field', () => {
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, name: '站'.repeat(10_000) }))).toEqual(['name: 站点名称长度不能超过 100 个字符']);
    expect(messages(opsStopSaveSchema.safeParse({ ...stop, code: 'S 1' }))).toEqual(['code: 站点编码只能包含字母、数字、下划线和短横线']);
  });

  it('accepts a line whose last bus passes midnight and refuses two up directions', () => {
    const line = { number: '1路', name: '甲—乙', lineType: 'trunk', departId: 'd1', status: 'operating' } as const;
    expect(opsRouteSaveSchema.safeParse({ ...line, directions: [{ directionId: 0, firstDeparture: '22:30', lastDeparture: '29:00' }] }).success).toBe(true);
    expect(messages(opsRouteSaveSchema.safeParse({ ...line, directions: [{ directionId: 0, lastDeparture: '5点' }] }))).toEqual([
      'directions.0.lastDeparture: 末班时间格式应为 HH:mm（过午夜写 24:30）',
    ]);
    expect(messages(opsRouteSaveSchema.safeParse({ ...line, directions: [{ directionId: 0 }, { directionId: 0 }] }))).toEqual([
      'directions: 上行、下行各只能有一个',
    ]);
  });
});
