import { describe, expect, it } from 'vitest';
import { apiTest, authHeaders } from '../../../../test/helper';
import { unzip } from '../../../../test/gtfs-client';
import { buildTestFeed, smallFeed } from '../gtfs/test-feed';

/**
 * Issue 22 item 2, stops imported from GTFS: the importer takes any coordinate on Earth (MobilityData's
 * rules), so a feed from abroad brings stops outside China. 站点管理 must keep them editable: the
 * stop save refuses only coordinates that do not exist; the service area follows the stops.
 */
const { app, tokens, call } = apiTest(['liuyang']);

/** Moves every coordinate column of a GTFS file by the offset (Wuhan to Paris). */
function moved(text: string, latColumn: string, lonColumn: string): string {
  const [header, ...rows] = text.trimEnd().split('\n');
  const names = header.split(',');
  const [lat, lon] = [names.indexOf(latColumn), names.indexOf(lonColumn)];
  const shift = (row: string) => {
    const cells = row.split(',');
    cells[lat] = (Number(cells[lat]) + 18.25).toFixed(6);
    cells[lon] = (Number(cells[lon]) - 112).toFixed(6);
    return cells.join(',');
  };
  return [header, ...rows.map(shift)].join('\n') + '\n';
}

describe('stops imported from a feed abroad', () => {
  it('are imported, stay editable in 站点管理, and make the service area', async () => {
    const home = await unzip(await buildTestFeed(smallFeed));
    expect(home['stops.txt']).not.toContain('"');
    const feed = await buildTestFeed({
      ...smallFeed,
      files: { 'stops.txt': moved(home['stops.txt'], 'stop_lat', 'stop_lon'), 'shapes.txt': moved(home['shapes.txt'], 'shape_pt_lat', 'shape_pt_lon') },
    });
    const boundary = '----stop-feed-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="paris.zip"\r\nContent-Type: application/zip\r\n\r\n`),
      feed,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = await app().inject({
      method: 'POST',
      url: '/api/ops/gtfs/import',
      headers: authHeaders(tokens.liuyang, { 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload,
    });
    expect(started.statusCode, started.body).toBe(202);
    for (;;) {
      const job = (await call('GET', `/api${started.json().result.statusUrl}`)).json().result;
      if (job.status === 'running') await new Promise((resolve) => setTimeout(resolve, 50));
      else {
        expect(job.status, JSON.stringify(job)).toBe('done');
        break;
      }
    }

    const stops = (await call('GET', '/api/ops/stop/list?pageSize=100')).json().result.records as Array<Record<string, unknown> & { lat: number; lon: number }>;
    const abroad = stops.find((s) => s.lat > 45 && s.lon < 5)!;
    expect(abroad).toBeDefined();
    const edited = await call('PUT', '/api/ops/stop/edit', undefined, {
      id: abroad.id,
      version: abroad.version,
      code: abroad.code,
      name: `${abroad.name}（已核对）`,
      lat: abroad.lat,
      lon: abroad.lon,
      locationType: abroad.locationType,
      facilities: abroad.facilities,
      wheelchairBoarding: abroad.wheelchairBoarding,
      status: abroad.status,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const area = (await call('GET', '/api/ops/stop/service-area')).json().result;
    expect(area).toMatchObject({ source: 'stops' });
    expect(area.minLat).toBeGreaterThan(48);
    expect(area.maxLon).toBeLessThan(3);
  });
});
