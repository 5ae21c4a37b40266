import { describe, expect, it } from 'vitest';
import { haversineMetres } from '@bus/contracts';
import { generateOpsNetwork } from './ops-network';

describe('the generated network of 江城公交集团', () => {
  const network = generateOpsNetwork();

  it('has about 600 stops with unique codes and names, all within 20 km of the centre', () => {
    const { stops } = network;
    expect(stops.length).toBeGreaterThan(480);
    expect(stops.length).toBeLessThan(720);
    expect(new Set(stops.map((s) => s.code)).size).toBe(stops.length);
    expect(new Set(stops.map((s) => s.name)).size).toBe(stops.length);
    for (const stop of stops) expect(haversineMetres(stop, { lat: 30.59, lon: 114.3 })).toBeLessThan(20_500);
  });

  it('has 30 lines of 15-35 stops that share stops at hubs', () => {
    expect(network.routes).toHaveLength(30);
    for (const route of network.routes) {
      expect(route.up.length).toBeGreaterThanOrEqual(15);
      expect(route.up.length).toBeLessThanOrEqual(35);
    }
    const atStation = network.routes.filter((r) => r.up[0].name === '江城火车站' || r.up.at(-1)?.name === '江城火车站');
    expect(atStation.length).toBeGreaterThan(2);
  });

  it('is the same network every time', () => {
    const again = generateOpsNetwork();
    expect(again.stops.map((s) => [s.code, s.name, s.lat, s.lon])).toEqual(network.stops.map((s) => [s.code, s.name, s.lat, s.lon]));
  });
});
