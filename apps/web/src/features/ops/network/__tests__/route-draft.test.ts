import { describe, expect, it } from 'vitest';
import { backwardsStopTime } from '@bus/contracts';
import { directionsPayload, emptyDirection, moveStop, reverseOf, stopDistancesKm, type DraftDirection, type DraftStop } from '../components/route-draft';

const stop = (name: string, lat: number, offsetMinutes: number | null): DraftStop => ({
  key: name,
  stopId: name,
  name,
  code: name,
  lat,
  lon: 114.3,
  offsetMinutes,
});
const up: DraftDirection = {
  ...emptyDirection(0),
  headsign: '丙站',
  firstDeparture: '06:00',
  stops: [stop('甲站', 30.59, 0), stop('乙站', 30.6, 3), stop('丙站', 30.61, 8)],
  shape: [
    { lat: 30.59, lon: 114.3 },
    { lat: 30.61, lon: 114.3 },
  ],
};

describe('the line editor’s directions', () => {
  it('makes the way back from the way out: stops reversed, running times mirrored, the first stop as headsign', () => {
    const down = reverseOf(up);
    expect(down.stops.map((s) => [s.name, s.offsetMinutes])).toEqual([
      ['丙站', 0],
      ['乙站', 5],
      ['甲站', 8],
    ]);
    expect(down.headsign).toBe('甲站');
    expect(down.shape[0]).toEqual({ lat: 30.61, lon: 114.3 });
  });

  it('moves a stop up or down and leaves the ends alone', () => {
    expect(moveStop(up.stops, 1, -1).map((s) => s.name)).toEqual(['乙站', '甲站', '丙站']);
    expect(moveStop(up.stops, 2, 1)).toBe(up.stops);
  });

  it('keeps the running times along the line when a stop moves (issue 22: the minutes moved with the stop)', () => {
    const four = [...up.stops, stop('丁站', 30.62, 12)];
    const moved = moveStop(four, 2, -1);
    expect(moved.map((s) => [s.name, s.offsetMinutes])).toEqual([
      ['甲站', 0],
      ['丙站', 3],
      ['乙站', 8],
      ['丁站', 12],
    ]);
    expect(backwardsStopTime(moved)).toBeNull();
    // a stop without a time leaves its place without one
    expect(moveStop([stop('甲站', 30.59, 0), stop('乙站', 30.6, null), stop('丙站', 30.61, 8)], 2, -1).map((s) => s.offsetMinutes)).toEqual([0, null, 8]);
  });

  it('finds where typed times go backwards', () => {
    expect(backwardsStopTime([stop('甲站', 30.59, 0), stop('乙站', 30.6, 6), stop('丙站', 30.61, 3)])).toEqual({ index: 2, previous: 1 });
    expect(backwardsStopTime([stop('甲站', 30.59, 5), stop('乙站', 30.6, null), stop('丙站', 30.61, 4)])).toEqual({ index: 2, previous: 0 });
    expect(backwardsStopTime([stop('甲站', 30.59, 0), stop('乙站', 30.6, 0), stop('丙站', 30.61, null)])).toBeNull();
  });

  it('measures each stop from the first in km', () => {
    expect(stopDistancesKm(up.stops)).toEqual([0, 1.11, 2.22]);
  });

  it('saves only the directions that have something in them', () => {
    const payload = directionsPayload([up, emptyDirection(1)]);
    expect(payload).toHaveLength(1);
    expect(payload[0]).toMatchObject({ directionId: 0, headsign: '丙站', firstDeparture: '06:00', lastDeparture: null });
    expect(payload[0].stops).toEqual([
      { stopId: '甲站', offsetMinutes: 0 },
      { stopId: '乙站', offsetMinutes: 3 },
      { stopId: '丙站', offsetMinutes: 8 },
    ]);
  });
});
