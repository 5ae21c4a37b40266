// GTFS import and validation (issue 12), through the real server's API on the embedded database
// and on a throw-away PostgreSQL database (skipped when PostgreSQL is not reachable):
// - a generated feed (apps/server/src/modules/ops/gtfs/test-feed.ts) of BENCH_GTFS_STOP_TIMES stop
//   times (default 1,000,000) is uploaded to POST /ops/gtfs/import; the time until the job is done
//   (validation before the 202, then the load) and the server process's peak RSS, sampled from
//   /proc every 100 ms. Goal on PostgreSQL: under 60 s and 400 MB.
// - beside it on PostgreSQL, in the same run: a raw COPY of the same stop-time rows (pg-copy-streams)
//   into a copy of ops_stop_time, read from the same zip: what the rows cost at the floor.
// - validation of the same feed alone (POST /ops/gtfs/validate). Goal: under 30 s.
// - while the feed loads, another request (the user list) every 250 ms: p50, p99 and the longest wait
//   (the embedded database has one connection; the load goes in short statements, goal under 1 s).
//   BENCH_GTFS_PROBE=off leaves the import alone (its time then includes nobody else's requests).
// BENCH_GTFS_DATABASES=embedded|postgres runs one of the two.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openFeed } from '../apps/server/src/modules/ops/gtfs/read-feed';
import { parseStopTime } from '../apps/server/src/modules/ops/gtfs/parse-rows';
import { feedOfSize, stopTimeCount, writeTestFeed } from '../apps/server/src/modules/ops/gtfs/test-feed';
import { adminSession, root, startServer, waitForHttp } from '../scripts/lib.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';
import { withThrowawayDatabase } from './lib/throwaway-database.mjs';

const PORT = BENCH_PORTS.gtfs;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE = `${ORIGIN}/api`;
const PASSWORD = 'Bench-Passw0rd';
const NEW_PASSWORD = 'Bench-Passw0rd-2';
const STOP_TIMES = Number(process.env.BENCH_GTFS_STOP_TIMES ?? 1_000_000);

const progress = (what: string) => console.log(`  · ${new Date().toISOString().slice(11, 19)} ${what}`);
const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};

/** samples the process's RSS every 100 ms while `work` runs; its result and the peak */
async function withPeakRss<T>(pid: number, work: () => Promise<T>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) || 0)), 100);
  try {
    const result = await work();
    return { result, peakRssMb: +Math.max(peak, rssMb(pid) || 0).toFixed(1) };
  } finally {
    clearInterval(timer);
  }
}

async function post(path: string, token: string, zip: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(zip)], { type: 'application/zip' }), 'bench.zip');
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
  const body = (await response.json()) as { message: string; result: Record<string, unknown> };
  if (response.status >= 300 && response.status !== 202) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.result;
}

/** another user's list, timed every 250 ms while `running()` holds: what the import costs the others */
async function probeLatency(token: string, running: () => boolean) {
  const latencies: number[] = [];
  while (running()) {
    const started = performance.now();
    await (await fetch(`${BASE}/sys/user/list?pageNo=1&pageSize=10`, { headers: { 'x-access-token': token } })).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 250));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return { samples: latencies.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Math.round(latencies[latencies.length - 1] ?? NaN) };
}

async function timeImport(token: string, zip: string, pid: number) {
  const started = performance.now();
  let loading = false;
  let probe: Promise<Awaited<ReturnType<typeof probeLatency>>> | undefined;
  const { result, peakRssMb } = await withPeakRss(pid, async () => {
    const job = (await post('/ops/gtfs/import', token, zip)) as { statusUrl: string };
    const validatedMs = performance.now() - started;
    loading = true;
    if (process.env.BENCH_GTFS_PROBE !== 'off') probe = probeLatency(token, () => loading);
    try {
      for (;;) {
        const reply = (await (await fetch(`${BASE}${job.statusUrl}`, { headers: { 'x-access-token': token } })).json()) as {
          result: { status: string; message: string; summary: unknown };
        };
        if (reply.result.status !== 'running') return { validatedMs, job: reply.result };
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      loading = false;
    }
  });
  const othersWhileLoading = await probe;
  if (result.job.status !== 'done') throw new Error(`import ${result.job.status}: ${result.job.message}`);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: +seconds.toFixed(1),
    validationSeconds: +(result.validatedMs / 1000).toFixed(1),
    loadSeconds: +(seconds - result.validatedMs / 1000).toFixed(1),
    stopTimesPerSecond: Math.round(STOP_TIMES / seconds),
    peakRssMb,
    othersWhileLoading,
    summary: result.job.summary,
  };
}

async function timeValidation(token: string, zip: string, pid: number) {
  const started = performance.now();
  const { result, peakRssMb } = await withPeakRss(pid, () => post('/ops/gtfs/validate', token, zip));
  const report = result as { counts: Record<string, number> };
  return { seconds: +((performance.now() - started) / 1000).toFixed(1), peakRssMb, counts: report.counts };
}

/** COPY of the feed's stop times (codes mapped to the imported ids) into a copy of ops_stop_time */
async function rawCopy(databaseUrl: string, zip: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const trips = new Map((await client.query('select code, id from ops_trip where tenant_id = 1')).rows.map((r) => [r.code, r.id]));
    const stops = new Map((await client.query('select code, id from ops_stop where tenant_id = 1')).rows.map((r) => [r.code, r.id]));
    await client.query('drop table if exists bench_copy_stop_time');
    await client.query('create table bench_copy_stop_time (like ops_stop_time including all)');
    const started = performance.now();
    const feed = await openFeed(zip, { maxRows: 10_000_000, maxUncompressedBytes: 8 * 1024 ** 3 });
    const ignore = () => undefined;
    async function* lines() {
      let chunk = '';
      for await (const { record, line } of feed.rows('stop_times.txt')) {
        const call = parseStopTime(record, line, ignore)!;
        chunk += `${trips.get(call.trip)}\t${call.sequence}\t${stops.get(call.stop)}\t${call.arrival ?? '\\N'}\t${call.departure ?? '\\N'}\t\\N\t${call.pickup}\t${call.dropOff}\n`;
        if (chunk.length > 64_000) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
    await client.query('begin');
    await pipeline(Readable.from(lines()), client.query(copyFrom('copy bench_copy_stop_time from stdin')));
    await client.query('commit');
    feed.close();
    const seconds = (performance.now() - started) / 1000;
    const [{ n }] = (await client.query('select count(*)::int as n from bench_copy_stop_time')).rows;
    await client.query('drop table bench_copy_stop_time');
    return { rows: n, seconds: +seconds.toFixed(1), rowsPerSecond: Math.round(n / seconds) };
  } finally {
    await client.end();
  }
}

function serverOn(env: Record<string, string>, log: string) {
  return startServer(
    { ...env, ADMIN_PASSWORD: PASSWORD, AUTH_CAPTCHA: 'off', LOG_LEVEL: 'error' },
    { port: PORT, logFile: join(root, `.tmp/logs/bench-gtfs-${log}.log`) },
  );
}

async function stop(server: ReturnType<typeof startServer>) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
}

async function run(kind: 'embedded' | 'postgres', env: Record<string, string>, zip: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-gtfs-${kind}-`));
  const server = serverOn({ ...env, DATA_DIR: dataDir }, kind);
  const results: Record<string, unknown> = {};
  try {
    await waitForHttp(`${BASE}/basic/system/get`);
    const admin = await adminSession(ORIGIN, PASSWORD, NEW_PASSWORD);
    results.idleRssMb = +rssMb(server.pid!).toFixed(1);
    progress(`${kind}: validating ${STOP_TIMES} stop times`);
    results.validation = await timeValidation(admin, zip, server.pid!);
    progress(`${kind}: importing ${STOP_TIMES} stop times`);
    results.import = await timeImport(admin, zip, server.pid!);
    if (databaseUrl) {
      progress(`${kind}: raw COPY of the same rows`);
      results.rawCopy = await rawCopy(databaseUrl, zip);
    }
  } catch (error) {
    results.error = String((error as Error).stack ?? error);
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

export async function gtfsBench() {
  const options = feedOfSize(STOP_TIMES);
  const folder = mkdtempSync(join(tmpdir(), 'bench-gtfs-feed-'));
  const zip = join(folder, 'feed.zip');
  try {
    progress(`generating a feed of ${stopTimeCount(options)} stop times`);
    await writeTestFeed(zip, options);
    const results: Record<string, unknown> = {
      stopTimes: stopTimeCount(options),
      feed: { ...options, zipMb: +(statSync(zip).size / 1024 / 1024).toFixed(1) },
      goals: { importSecondsPostgres: 60, importPeakRssMbPostgres: 400, validationSeconds: 30, othersLongestWaitMs: 1000 },
    };
    if (process.env.BENCH_GTFS_DATABASES !== 'embedded')
      results.postgres = await withThrowawayDatabase('bench_gtfs', (url: string) => run('postgres', { DATABASE_URL: url }, zip, url));
    if (process.env.BENCH_GTFS_DATABASES !== 'postgres') results.embedded = await run('embedded', {}, zip);
    try {
      const previous = JSON.parse(readFileSync(join(root, 'bench/results/latest.json'), 'utf8')).gtfs;
      if (previous) results.previous = { postgres: previous.postgres?.import, embedded: previous.embedded?.import, date: previous.date };
    } catch {
      // no previous run
    }
    return results;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await gtfsBench(), null, 2));
