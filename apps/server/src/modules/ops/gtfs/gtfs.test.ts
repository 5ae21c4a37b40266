import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtfsClient, unzip } from '../../../../test/gtfs-client';
import { authHeaders, buildTestApp, signIn, type TestContext } from '../../../../test/helper';
import { buildTestFeed, smallFeed, testFeedFile } from './test-feed';

let ctx: TestContext;
let operator: string;

beforeAll(async () => {
  ctx = await buildTestApp({
    config: { captchaEnabled: false, gtfsLimits: { maxZipBytes: 5 * 1024 * 1024, maxUncompressedBytes: 20 * 1024 * 1024, maxRows: 20_000 } },
  });
  operator = await signIn(ctx.app, 'liuyang');
  // a company whose network is only what these tests import
});
afterAll(() => ctx.close());

const { upload, waitForJob, importFeed, exportZip } = gtfsClient(
  () => ctx.app,
  () => operator,
);

const raw = (text: string, params: unknown[] = []) => ctx.database.raw(text, params).then((r) => r.rows);
const countOf = async (table: string) => Number((await raw(`select count(*)::int as n from ${table}`))[0].n);

/** what a user sees of the network, by GTFS ids (our UUIDs differ between imports) */
async function networkRows() {
  return {
    stops: await raw(`select code, name, lat, lon, location_type, wheelchair_boarding from ops_stop where tenant_id = 1 order by code`),
    routes: await raw(`select code, number, name, route_type, color, text_color from ops_route where tenant_id = 1 order by code`),
    trips: await raw(`select t.code, r.code as route, c.code as service, t.direction_id, t.headsign, t.block_code, t.shape_code, t.start_time, t.end_time
      from ops_trip t join ops_route r on r.id = t.route_id join ops_calendar c on c.id = t.calendar_id where t.tenant_id = 1 order by t.code`),
    stopTimes: await raw(`select t.code, st.stop_sequence, s.code as stop, st.arrival_time, st.departure_time from ops_stop_time st
      join ops_trip t on t.id = st.trip_id join ops_stop s on s.id = st.stop_id where t.tenant_id = 1 order by t.code, st.stop_sequence`),
    calendars: await raw(`select code, monday, saturday, start_date, end_date from ops_calendar where tenant_id = 1 order by code`),
    dates: await raw(
      `select c.code, d.date, d.exception_type from ops_calendar_date d join ops_calendar c on c.id = d.calendar_id where c.tenant_id = 1 order by 1, 2`,
    ),
    shapes: await raw(`select shape_code, sequence, lat, lon from ops_shape_point where tenant_id = 1 order by 1, 2`),
    frequencies: await raw(`select t.code, f.start_time, f.end_time, f.headway_secs from ops_frequency f join ops_trip t on t.id = f.trip_id order by 1, 2`),
  };
}

/** a generated feed with one file replaced */
const feedWith = (file: string, edit: (text: string) => string) => buildTestFeed({ ...smallFeed, files: { [file]: edit(testFeedFile(smallFeed, file)) } });

describe('GTFS import', () => {
  it('loads a feed in the background and derives each line’s directions and stops', async () => {
    const job = await importFeed(await buildTestFeed(smallFeed));
    expect(job.status).toBe('done');
    expect(job.summary).toMatchObject({ routes: { inserted: 3, updated: 0 }, stops: { inserted: 18 }, trips: 24, stopTimes: 144, frequencies: 1 });
    expect(job.files.find((f: { file: string }) => f.file === 'stop_times.txt')).toEqual({ file: 'stop_times.txt', rows: 144, total: 144 });

    const options = await ctx.app.inject({ method: 'GET', url: '/api/ops/route/options', headers: authHeaders(operator) });
    expect(options.json().result.map((r: { number: string }) => r.number)).toEqual(expect.arrayContaining(['1路', '2路', '3路']));
    const directions = await raw(
      `select d.direction_id, d.headsign, d.first_departure, d.shape_code from ops_route_direction d join ops_route r on r.id = d.route_id where r.code = 'R1' order by 1`,
    );
    expect(directions).toEqual([
      { direction_id: 0, headsign: expect.any(String), first_departure: 5 * 3600 + 31 * 60, shape_code: 'SH1_0' },
      { direction_id: 1, headsign: expect.any(String), first_departure: expect.any(Number), shape_code: 'SH1_1' },
    ]);
    const pattern = await raw(
      `select rs.sequence, s.code, rs.offset_secs from ops_route_stop rs join ops_route r on r.id = rs.route_id join ops_stop s on s.id = rs.stop_id where r.code = 'R1' and rs.direction_id = 1 order by 1`,
    );
    expect(pattern.map((p) => p.code)).toEqual(['S1_5', 'S1_4', 'S1_3', 'S1_2', 'S1_1', 'S1_0']);
    expect(pattern.map((p) => p.offset_secs)).toEqual([0, 90, 180, 270, 360, 450]);
    // stops about 500 m apart: the distance along grows by about 500 m a stop, the line about 2.5 km
    const distances = (
      await raw(
        `select rs.distance_m from ops_route_stop rs join ops_route r on r.id = rs.route_id where r.code = 'R1' and rs.direction_id = 0 order by rs.sequence`,
      )
    ).map((p) => Number(p.distance_m));
    expect(distances[0]).toBe(0);
    for (let i = 1; i < distances.length; i += 1) expect(distances[i] - distances[i - 1]).toBeGreaterThan(400);
    expect(Number((await raw(`select length_m from ops_route where code = 'R1'`))[0].length_m)).toBe(distances[5]);
  });

  it('round trip: export -> import -> export -> import gives the same rows and the same files', async () => {
    const before = await networkRows();
    const first = await exportZip();
    const files = await unzip(first);
    expect(Object.keys(files).sort()).toEqual([
      'agency.txt',
      'calendar.txt',
      'calendar_dates.txt',
      'frequencies.txt',
      'routes.txt',
      'shapes.txt',
      'stop_times.txt',
      'stops.txt',
      'trips.txt',
    ]);
    expect(files['stop_times.txt']).toContain('T1_0_0,05:31:00,05:31:00,S1_0,1');
    expect(files['calendar.txt']).toContain('WD,1,1,1,1,1,0,0,20270101,20271231');

    const again = await importFeed(first);
    expect(again.summary).toMatchObject({ routes: { inserted: 0, updated: 3 }, replacedTrips: 24, stopTimes: 144 });
    expect(await networkRows()).toEqual(before);
    const second = await unzip(await exportZip());
    expect(second).toEqual(files);
  });

  it('replaces the trips of the feed’s lines only and leaves the rest of the tenant alone', async () => {
    await raw(`insert into ops_route (id, tenant_id, code, number, name) values ('own-route', 1, 'OWN', '99路', '自建线路')`);
    const job = await importFeed(await buildTestFeed({ ...smallFeed, routes: 1 }));
    expect(job.summary).toMatchObject({ routes: { inserted: 0, updated: 1 }, replacedTrips: 8 });
    expect(await countOf(`ops_route where code = 'OWN'`)).toBe(1);
    // the trips of 2路 and 3路 are still there
    expect(await countOf(`ops_trip where tenant_id = 1`)).toBe(24);
  });
});

describe('GTFS import refuses bad feeds with 422 and stores nothing', () => {
  let stopsBefore: number;
  beforeAll(async () => {
    stopsBefore = await countOf('ops_stop');
  });
  afterAll(async () => {
    expect(await countOf('ops_stop')).toBe(stopsBefore);
  });

  it('a corrupt zip', async () => {
    const good = await buildTestFeed(smallFeed);
    const res = await upload('/api/ops/gtfs/import', Buffer.concat([good.subarray(0, 200), Buffer.alloc(300, 7)]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('zip');
  });

  it('a file that is not a zip, or not named .zip', async () => {
    expect((await upload('/api/ops/gtfs/import', Buffer.from('stop_id,stop_name\n'))).json().message).toBe('文件内容不是 zip 压缩包');
    const res = await upload('/api/ops/gtfs/import', await buildTestFeed(smallFeed), 'feed.txt');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('只支持 .zip 格式的 GTFS 压缩包');
  });

  it('a wrong header, naming the file and the column', async () => {
    const res = await upload(
      '/api/ops/gtfs/import',
      await feedWith('stops.txt', (text) => text.replace('stop_lat', 'stop_latitude').replace('stop_id', 'stopid')),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('stops.txt 的表头缺少必需的列 stop_id');
    expect(res.json().result).toMatchObject({ file: 'stops.txt', column: 'stop_id' });
  });

  it('a missing required file', async () => {
    const res = await upload('/api/ops/gtfs/import', await buildTestFeed({ ...smallFeed, omit: ['stop_times.txt'] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('stop_times.txt');
  });

  it('a 10,000-character name', async () => {
    const res = await upload('/api/ops/gtfs/import', await feedWith('routes.txt', (text) => text.replace('1路', 'x'.repeat(10_000))));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('route_short_name 长度为 10000 个字符，最多 200 个');
    expect(res.json().result.report.findings[0]).toMatchObject({ file: 'routes.txt', line: 2, field: 'route_short_name', severity: 'error' });
  });

  it('coordinates out of range', async () => {
    const res = await upload('/api/ops/gtfs/import', await feedWith('stops.txt', (text) => text.replace(/^(S1_0,[^,]*),[^,]*,/m, '$1,123.5,')));
    expect(res.statusCode).toBe(422);
    expect(res.json().result.errors[0]).toMatchObject({ field: 'stop_lat' });
    expect(res.json().message).toContain('纬度 stop_lat 必须是 -90 到 90 之间的数字');
  });

  it('a zip inflating past GTFS_MAX_UNCOMPRESSED_MB (checked on its directory, before reading)', async () => {
    const bomb = await buildTestFeed({ ...smallFeed, files: { 'padding.txt': '0'.repeat(21 * 1024 * 1024) } });
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload('/api/ops/gtfs/import', bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('解压后超过 20 MB，不能导入（GTFS_MAX_UNCOMPRESSED_MB）');
  });

  it('more rows than GTFS_MAX_ROWS', async () => {
    const res = await upload('/api/ops/gtfs/import', await buildTestFeed({ routes: 20, stopsPerRoute: 25, tripsPerDirection: 25 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('GTFS_MAX_ROWS');
  });
});

describe('GTFS validation', () => {
  it('reports what is wrong with file, line, field and a Chinese message, without importing', async () => {
    const tripsBefore = await countOf('ops_trip');
    const feed = await feedWith('stop_times.txt', (text) =>
      text.replace('T1_0_0,05:32:30,05:32:30', 'T1_0_0,05:20:00,05:20:00').replace(/^T1_0_1,(.*),S1_0,/m, 'T1_0_1,$1,NOPE,'),
    );
    const res = await upload('/api/ops/gtfs/validate', feed);
    expect(res.statusCode).toBe(200);
    const { findings, counts } = res.json().result;
    expect(counts.error).toBe(2);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ severity: 'error', code: 'stop_time_decreasing', file: 'stop_times.txt', field: 'arrival_time' }),
        expect.objectContaining({
          severity: 'error',
          code: 'foreign_key_violation',
          file: 'stop_times.txt',
          field: 'stop_id',
          message: 'stop_id「NOPE」在 stops.txt 中不存在',
        }),
      ]),
    );
    expect(await countOf('ops_trip')).toBe(tripsBefore);
  });

  it('reads files with a byte-order mark and Windows line ends', async () => {
    const res = await upload('/api/ops/gtfs/validate', await feedWith('stops.txt', (text) => `\uFEFF${text.replaceAll('\n', '\r\n')}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().result.counts).toEqual({ error: 0, warning: 0, info: 0 });
  });

  it('validates the current network and offers the report as CSV', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ops/gtfs/validateNetwork', headers: authHeaders(operator) });
    expect(res.statusCode).toBe(200);
    // the hand-made line without trips
    expect(res.json().result.findings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'route_without_trips', message: '线路「OWN」没有任何班次' })]),
    );
    const csv = await ctx.app.inject({ method: 'GET', url: '/api/ops/gtfs/validateNetwork?format=csv', headers: authHeaders(operator) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('级别,文件,行号,字段,说明,规则');
    expect(csv.body).toContain('警告,routes.txt');
  });
});

describe('GTFS permissions', () => {
  it('is refused to a user without the codes (403)', async () => {
    const lina = await signIn(ctx.app, 'lina');
    expect((await upload('/api/ops/gtfs/import', await buildTestFeed(smallFeed), 'feed.zip', lina)).statusCode).toBe(403);
    expect((await upload('/api/ops/gtfs/validate', await buildTestFeed(smallFeed), 'feed.zip', lina)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/gtfs/export', headers: authHeaders(lina) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ops/gtfs/validateNetwork', headers: authHeaders(lina) })).statusCode).toBe(403);
  });

  it('shows tenant 2’s hanlei nothing of tenant 1: an empty export and no access to its jobs', async () => {
    const job = (await upload('/api/ops/gtfs/import', await buildTestFeed(smallFeed))).json().result;
    await waitForJob(job.statusUrl);
    const hanlei = await signIn(ctx.app, 'hanlei');
    const files = await unzip(await exportZip(hanlei));
    expect(files['stops.txt'].trim().split('\n')).toHaveLength(1);
    expect(files['trips.txt'].trim().split('\n')).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${job.statusUrl}`, headers: authHeaders(hanlei) })).statusCode).toBe(404);
  });
});
