import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/migrate';
import { adminPasswordBanner } from './db/seed';
import { deleteExpiredSessions } from './modules/sys/session/session.service';

// Times are shown, parsed and scheduled in the company's zone (formatDateTime, list date filters,
// cron jobs), whatever the machine's: a container runs on UTC, and 09:20 in Wuhan showed as 01:20.
// A TZ set in the environment wins.
process.env.TZ ||= 'Asia/Shanghai';
const config = loadConfig();
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

const database = await openDatabase(config);
const seed = await prepareDatabase(database, { adminPassword: config.adminPassword });
// Sessions of users who never came back would otherwise stay forever (sign-in only clears one user's).
await deleteExpiredSessions(database.db, new Date());
if (seed.generatedAdminPassword) process.stdout.write(`\n${adminPasswordBanner(seed.generatedAdminPassword)}\n\n`);

const app = await buildApp({
  config,
  database,
  logger: { level: config.logLevel },
  scheduler: true,
  webRoot: existsSync(webRoot) ? webRoot : undefined,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: '0.0.0.0' });
// How far the heap grows between full collections (HEAP_GROWTH_PERCENT; 0 leaves it to V8), from now
// on: the start itself, a burst of module loading, runs faster on V8's own growth (about 250 ms).
// One full collection then drops what the start left behind and sets the heap's next limit by the
// new rule (a first start's seed left 100-200 MB of garbage that later work grew on).
if (config.heapGrowthPercent) {
  v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
