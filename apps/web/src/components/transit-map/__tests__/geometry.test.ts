import { describe, expect, it } from 'vitest';
import { boundsOf, buildFeatures, DEFAULT_LINE_COLOR, fromDisplay, toDisplay } from '../geometry';
import type { TransitMapLine } from '../types';

const line: TransitMapLine = {
  id: 'r1',
  number: '1路',
  color: '#E53935',
  directions: [
    {
      directionId: 0,
      shape: [],
      stops: [
        { id: 'a', name: '甲站', lat: 30.59, lon: 114.3 },
        { id: 'b', name: '乙站', lat: 30.6, lon: 114.31 },
      ],
    },
    {
      directionId: 1,
      shape: [
        { lat: 30.6, lon: 114.31 },
        { lat: 30.595, lon: 114.305 },
        { lat: 30.59, lon: 114.3 },
      ],
      stops: [
        { id: 'b', name: '乙站', lat: 30.6, lon: 114.31 },
        { id: 'a', name: '甲站', lat: 30.59, lon: 114.3 },
      ],
    },
  ],
};

describe('what the transit map draws', () => {
  it('draws in GCJ-02 (a few hundred metres off WGS84 in China) and turns a click back into WGS84', () => {
    const [lon, lat] = toDisplay({ lat: 30.59, lon: 114.3 });
    expect(Math.abs(lon - 114.3)).toBeGreaterThan(0.003);
    expect(Math.abs(lat - 30.59)).toBeGreaterThan(0.001);
    const back = fromDisplay([lon, lat]);
    expect(back.lat).toBeCloseTo(30.59, 5);
    expect(back.lon).toBeCloseTo(114.3, 5);
  });

  it("draws both directions in the line's own colour (the down direction dashed), through the stops when there is no shape, and each stop once", () => {
    const features = buildFeatures([line], [], ['r1']);
    expect(
      features.lines.features.map((f) => [
        f.properties.directionId,
        f.properties.color,
        f.properties.dashed,
        f.geometry.coordinates.length,
        f.properties.selected,
      ]),
    ).toEqual([
      [0, '#E53935', false, 2, true],
      [1, '#E53935', true, 3, true],
    ]);
    expect(features.stops.features.map((f) => f.properties.name)).toEqual(['甲站', '乙站']);
    expect(features.stops.features.every((f) => f.properties.terminal)).toBe(true);
  });

  it("takes a GTFS colour with or without '#', falls back to one colour for a line without any, and edges a pale line dark", () => {
    const colours = (color: string | null | undefined) =>
      buildFeatures([{ ...line, color }]).lines.features.map((f) => [f.properties.color, f.properties.casing]);
    expect(colours('1E88E5')).toEqual([
      ['#1E88E5', '#ffffff'],
      ['#1E88E5', '#ffffff'],
    ]);
    expect(colours(null)[0]).toEqual([DEFAULT_LINE_COLOR, '#ffffff']);
    expect(colours('not a colour')[0]).toEqual([DEFAULT_LINE_COLOR, '#ffffff']);
    expect(colours('#FFFFFF')[0]).toEqual(['#FFFFFF', '#595959']);
  });

  it('fits the view to what is drawn, about a kilometre around a single stop, nothing when empty', () => {
    const [[west, south], [east, north]] = buildFeatures([line]).bounds!;
    expect(east - west).toBeGreaterThan(0.009);
    expect(north - south).toBeGreaterThan(0.009);
    const single = boundsOf([[114.3, 30.59]])!;
    expect(single[1][0] - single[0][0]).toBeCloseTo(0.01, 6);
    expect(boundsOf([])).toBeNull();
  });

  it('never hands the map a coordinate that does not exist (maplibre throws on it): a typed 纬度 91 draws nothing', () => {
    const typed = buildFeatures([], [{ id: 'new', name: '新站点', lat: 91, lon: 114.3 }], ['new']);
    expect(typed.stops.features).toEqual([]);
    expect(typed.bounds).toBeNull();
    const broken: TransitMapLine = {
      ...line,
      directions: [
        {
          directionId: 0,
          shape: [
            { lat: 30.59, lon: 114.3 },
            { lat: 999, lon: 114.3 },
            { lat: 30.6, lon: Number.NaN },
            { lat: 30.6, lon: 114.31 },
          ],
          stops: [
            { id: 'a', name: '甲站', lat: 30.59, lon: 114.3 },
            { id: 'x', name: '坏站', lat: -91, lon: 114.3 },
          ],
        },
      ],
    };
    const features = buildFeatures([broken]);
    expect(features.lines.features[0].geometry.coordinates).toHaveLength(2);
    expect(features.stops.features.map((f) => f.properties.name)).toEqual(['甲站']);
    for (const [lon, lat] of [...features.lines.features[0].geometry.coordinates, ...features.stops.features.map((f) => f.geometry.coordinates)]) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
  });
});
