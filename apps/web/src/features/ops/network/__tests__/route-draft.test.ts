import { describe, expect, it } from 'vitest';
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
