// A small closed-loop load generator: `concurrency` clients each send the next request as soon
// as the previous one answered, for `durationMs` after a warm-up. Bounded in time, loopback only.
import http from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(latencies, elapsedMs, errors, firstError) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    ...(firstError ? { firstError } : {}),
    rps: Math.round((sorted.length / elapsedMs) * 1000),
    p50: +percentile(sorted, 50).toFixed(2),
    p99: +percentile(sorted, 99).toFixed(2),
  };
}

/** Runs `work()` (a promise-returning function) from `concurrency` loops. */
export async function closedLoop(work, { concurrency = 50, durationMs = 8000, warmupMs = 1500 } = {}) {
  const latencies = [];
  let errors = 0;
  let firstError;
  let recording = false;
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const started = performance.now();
      // only operations begun after the warm-up count: one begun in it (the first burst of a cold
      // server) would carry the warm-up's queueing into the figures
      const counted = recording;
      try {
        await work();
        if (counted && recording) latencies.push(performance.now() - started);
      } catch (error) {
        if (counted && recording) errors += 1;
        firstError ??= String(error?.message ?? error);
      }
      // Work that settles through promises alone (an in-process database) would otherwise starve
      // the event loop, and the stop timer would never fire: yield a macrotask between operations.
      await new Promise((r) => setImmediate(r));
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  await new Promise((r) => setTimeout(r, warmupMs));
  recording = true;
  const begun = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  recording = false;
  const elapsed = performance.now() - begun;
  stop = true;
  await Promise.all(loops);
  return summarize(latencies, elapsed, errors, firstError);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP request on a keep-alive agent; rejects on a status other than `expect`. */
export function request(url, { method = 'GET', headers = {}, body, expect = 200 } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== expect) reject(new Error(`${method} ${url}: ${res.statusCode} ${text.slice(0, 200)}`));
          else resolve(text ? JSON.parse(text) : null);
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}
