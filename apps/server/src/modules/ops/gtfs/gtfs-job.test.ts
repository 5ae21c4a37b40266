/**
 * GTFS import jobs: the job is there the moment the 202 is sent, other users are answered while a
 * large feed loads (the embedded database has one connection: the load goes in short statements),
 * the progress moves, a job its dead process left running is interrupted when the server starts,
 * and an import that fails leaves the network as it was with nothing staged.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtfsClient } from '../../../../test/gtfs-client';
import { authHeaders, buildTestApp, createTestDatabase, signIn, testConfig, type TestContext } from '../../../../test/helper';
import { buildApp } from '../../../app';
import { noteProcess } from '../../sys/import-job/server-process';
import { cleanStaging } from './gtfs-staging';
import { importFeed as loadFeed } from './import-feed';
import { openFeed } from './read-feed';
import { buildTestFeed, feedOfSize, smallFeed, stopTimeCount, writeTestFeed } from './test-feed';

let ctx: TestContext;
let operator: string;
let admin: string;

beforeAll(async () => {
  ctx = await buildTestApp({
    config: { captchaEnabled: false, gtfsLimits: { maxZipBytes: 50 * 1024 * 1024, maxUncompressedBytes: 500 * 1024 * 1024, maxRows: 2_000_000 } },
  });
  operator = await signIn(ctx.app, 'liuyang');
  admin = await signIn(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const { upload, poll, importFeed } = gtfsClient(
  () => ctx.app,
  () => operator,
);
const raw = (text: string, params: unknown[] = []) => ctx.database.raw(text, params).then((r) => r.rows);
const countOf = async (table: string, params: unknown[] = []) => Number((await raw(`select count(*)::int as n from ${table}`, params))[0].n);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a GTFS import job', () => {
  it('is there the moment the 202 is sent; while a large feed loads, other users are answered and the progress moves', async () => {
    const big = feedOfSize(100_000);
    const res = await upload('/api/ops/gtfs/import', await buildTestFeed(big));
    expect(res.statusCode, res.body).toBe(202);
    const { statusUrl } = res.json().result;
    const first = await poll(statusUrl);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({
      status: 'running',
      files: expect.arrayContaining([{ file: 'stop_times.txt', rows: 0, total: stopTimeCount(big) }]),
    });

    // a second import of the same company waits for the first
    const second = await upload('/api/ops/gtfs/import', await buildTestFeed(smallFeed));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('已有一个 GTFS 导入正在进行，请等它完成后再导入');

    // how long the others wait is measured by `npm run bench -- gtfs` (goal: under a second), not here
    let answered = 0;
    const processed: number[] = [];
    for (;;) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/sys/user/list', headers: authHeaders(admin) });
      expect(list.statusCode).toBe(200);
      answered += 1;
      const job = (await poll(statusUrl)).json().result;
      if (job.status !== 'running') {
        expect(job).toMatchObject({ status: 'done', summary: { stopTimes: stopTimeCount(big) } });
        break;
      }
      processed.push(job.processedRows);
      await sleep(100);
    }
    // the load took a while, the user's list came back each time, the job moved on the way
    expect(answered).toBeGreaterThan(3);
    expect(processed).toEqual([...processed].sort((a, b) => a - b));
    expect(processed.some((rows) => rows > 0 && rows < stopTimeCount(big))).toBe(true);
    expect(await countOf(`ops_trip t join ops_route r on r.id = t.route_id where r.tenant_id = 1 and r.code like 'R%'`)).toBe(
      big.routes * 2 * big.tripsPerDirection,
    );
  }, 240_000);

  it.each(['stop_times.txt', 'directions'])('that fails at %s leaves the network as it was, and nothing it staged stays', async (failAt) => {
    const before = await networkFigures();
    const folder = mkdtempSync(path.join(tmpdir(), 'gtfs-'));
    const file = path.join(folder, 'feed.zip');
    await writeTestFeed(file, { ...smallFeed, routes: 5 });
    const feed = await openFeed(file, { maxRows: 100_000, maxUncompressedBytes: 100 * 1024 * 1024 });
    const failing = {
      db: ctx.database.db,
      tenantId: 1,
      username: 'liuyang',
      jobId: `failing-at-${failAt}`,
      progress: (stage: string) => {
        if (stage === failAt) throw new Error('the database went away');
      },
    };
    try {
      await expect(loadFeed(failing, feed)).rejects.toThrow('the database went away');
    } finally {
      feed.close();
      rmSync(folder, { recursive: true, force: true });
    }
    // once loaded (a COPY is given up with its transaction on PostgreSQL), its stop times wait under trips that never went live
    const staged = await countOf(`ops_stop_time where trip_id in (select id from ops_gtfs_stage_trip where job_id = $1)`, [failing.jobId]);
    if (failAt === 'directions') expect(staged).toBe(5 * 2 * 4 * 6);
    expect(await networkFigures()).toEqual(before);
    await cleanStaging(ctx.database.db, failing.jobId);
    expect(await networkFigures()).toEqual(before);
    expect(await countOf(`ops_stop_time st where not exists (select 1 from ops_trip t where t.id = st.trip_id)`)).toBe(0);
    expect(await countOf(`ops_gtfs_stage_shape_point where job_id = $1`, [failing.jobId])).toBe(0);
    expect(await countOf(`ops_gtfs_stage_trip where job_id = $1`, [failing.jobId])).toBe(0);
  });

  it('replaces the trips of a line imported again, and deletes the old trips’ stop times', async () => {
    const old = await countOf(`ops_trip t join ops_route r on r.id = t.route_id where r.tenant_id = 1 and r.code in ('R1', 'R2', 'R3')`);
    expect(old).toBeGreaterThan(24);
    const job = await importFeed(await buildTestFeed(smallFeed));
    expect(job).toMatchObject({ status: 'done', summary: { replacedTrips: old, trips: 24 } });
    // after the swap, in the background: the old trips' stop times and the staged rows
    const left = async () => (await countOf('ops_gtfs_retired_trip')) + (await countOf('ops_gtfs_stage_trip')) + (await countOf('ops_gtfs_stage_shape_point'));
    await waitFor(async () => (await left()) === 0);
    expect(await countOf(`ops_stop_time st where not exists (select 1 from ops_trip t where t.id = st.trip_id)`)).toBe(0);
  });
});

/** what a user sees of the feed's lines */
async function networkFigures() {
  return {
    routes: await raw(`select code, length_m from ops_route where tenant_id = 1 order by code`),
    trips: await countOf(`ops_trip where tenant_id = 1`),
    stopTimes: await countOf(`ops_stop_time st join ops_trip t on t.id = st.trip_id where t.tenant_id = 1`),
    routeStops: await countOf(`ops_route_stop`),
    shapePoints: await countOf(`ops_shape_point where tenant_id = 1`),
    stops: await countOf(`ops_stop where tenant_id = 1`),
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await sleep(50);
  }
}

describe('a GTFS import job its process left running', () => {
  it('is marked interrupted when the server starts, and what it staged is removed', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gtfs-restart-'));
    // the previous life of this server (same host and port) ran the job; its heartbeat is fresh
    noteProcess(dataDir, 0, 'dead-process');
    await database.raw(
      `insert into sys_import_job (id, tenant_id, kind, file_name, status, total_rows, processed_rows, message, create_by, create_time, heartbeat_time, process_id)
       values ('dead-job', 1, 'gtfs', 'city.zip', 'running', 1000, 400, '{"text":"共 1000 行，正在导入","files":[],"summary":null,"warnings":0}', 'liuyang', now(), now(), 'dead-process')`,
    );
    await database.raw(
      `insert into ops_gtfs_stage_trip (job_id, id, code, route_code, direction_id, calendar_code) values ('dead-job', 'staged-trip', 'T1', 'R1', 0, 'WD')`,
    );
    await database.raw(`insert into ops_stop_time (trip_id, stop_sequence, stop_id) values ('staged-trip', 1, 'some-stop'), ('staged-trip', 2, 'other-stop')`);
    await database.raw(`insert into ops_gtfs_stage_shape_point (job_id, shape_code, sequence, lat, lon) values ('dead-job', 'SH1', 1, 30.5, 114.3)`);

    const app = await buildApp({ config: testConfig({ dataDir, captchaEnabled: false }), database });
    try {
      await app.ready();
      const token = await signIn(app, 'liuyang');
      const res = await app.inject({ method: 'GET', url: '/api/ops/gtfs/importJob?id=dead-job', headers: authHeaders(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ status: 'failed', message: '导入中断：处理导入的服务已停止，原有线网未改变，请重新导入' });
      const left = async () =>
        Number(
          (
            await database.raw(`select (select count(*) from ops_stop_time where trip_id = 'staged-trip')
              + (select count(*) from ops_gtfs_stage_trip) + (select count(*) from ops_gtfs_stage_shape_point) as n`)
          ).rows[0].n,
        );
      await waitFor(async () => (await left()) === 0);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
