import { describe, expect, it } from 'vitest';
import { addDays, blocksOf, mondayOf, piecesOf, serviceDateOf, type DayTrip } from './service-day';

describe('service days', () => {
  it('counts dates in the company’s time zone and weeks from Monday', () => {
    expect(serviceDateOf(new Date('2026-11-26T17:30:00Z'))).toBe('2026-11-27'); // 01:30 in Wuhan
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('groups a day’s trips into blocks with first departure, last arrival and driving minutes', () => {
    const trip = (id: string, blockCode: string | null, startTime: number, endTime: number, dutyCode: string | null = null): DayTrip => ({
      id,
      code: id,
      routeId: 'r',
      routeNumber: '1路',
      routeDepartId: null,
      directionId: 0,
      blockCode,
      dutyCode,
      startTime,
      endTime,
    });
    const blocks = blocksOf([trip('a', 'B1', 21600, 25200), trip('b', 'B1', 25800, 29400), trip('c', null, 30000, 32000)]);
    expect(blocks).toEqual([expect.objectContaining({ blockCode: 'B1', firstDeparture: 21600, lastArrival: 29400, drivingMinutes: 120 })]);
    expect(blocks[0].trips).toHaveLength(2);
    // crew pieces: the cut block's pieces, and a block never cut as one piece named after it
    const trips = [trip('a', 'B1', 21600, 25200, 'B1-1'), trip('b', 'B1', 25800, 29400, 'B1-2'), trip('c', 'B2', 30000, 32000)];
    expect(blocksOf(trips).map((b) => b.blockCode)).toEqual(['B1', 'B2']);
    expect(piecesOf(trips).map((p) => [p.dutyCode, p.blockCode, p.trips.length])).toEqual([
      ['B1-1', 'B1', 1],
      ['B1-2', 'B1', 1],
      ['B2', 'B2', 1],
    ]);
  });
});
