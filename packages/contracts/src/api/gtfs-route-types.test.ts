import { describe, expect, it } from 'vitest';
import { basicRouteType, isKnownRouteType, routeTypeName } from './gtfs-route-types';

describe('GTFS route types', () => {
  it('names basic and extended types, with the basic mode beside an extended one', () => {
    expect(routeTypeName(3)).toBe('公交车');
    expect(routeTypeName(711)).toBe('接驳班车（公交车）');
    expect(routeTypeName(109)).toBe('市郊铁路（铁路）');
    expect(routeTypeName(1100)).toBe('航空');
    expect(routeTypeName(1999)).toBe('未定义的类型 1999');
  });
  it('maps an extended type to its basic mode', () => {
    expect([700, 711, 717, 200].map(basicRouteType)).toEqual([3, 3, 3, 3]);
    expect([100, 109, 117].map(basicRouteType)).toEqual([2, 2, 2]);
    expect([basicRouteType(401), basicRouteType(405), basicRouteType(800), basicRouteType(900), basicRouteType(1300), basicRouteType(1400)]).toEqual([
      1, 12, 11, 0, 6, 7,
    ]);
    expect(basicRouteType(11)).toBe(11);
    expect(basicRouteType(1999)).toBeNull();
  });
  it('knows which codes are defined', () => {
    expect(isKnownRouteType(716)).toBe(true);
    expect(isKnownRouteType(8)).toBe(false);
    expect(isKnownRouteType(718)).toBe(false);
  });
});
