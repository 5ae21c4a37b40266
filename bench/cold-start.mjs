// Cold start of `npm start`: time until the API answers, on a new data directory (unpacked from the
// prepared database image, then migrations, seed and the first admin password) and on the existing
// one. The web app and the server are built beforehand so the figure is the server's own start,
// as a user restarting the service sees it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, buildWeb, root, waitForHttp } from '../scripts/lib.mjs';
import { BENCH_PORTS } from './lib/ports.mjs';

const PORT = BENCH_PORTS.coldStart;

async function timeStart(dataDir) {
  const started = Date.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Bench-Passw0rd', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/api/basic/system/get`);
    return Date.now() - started;
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
}

export async function coldStart() {
  if (buildWeb() !== 0) throw new Error('web build failed');
  if (buildServer() !== 0) throw new Error('server build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  try {
    const newDirMs = await timeStart(dataDir);
    const existing = [];
    for (let i = 0; i < 3; i += 1) existing.push(await timeStart(dataDir));
    existing.sort((a, b) => a - b);
    return { newDataDirMs: newDirMs, existingDataDirMs: existing[1], existingRunsMs: existing };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await coldStart());
