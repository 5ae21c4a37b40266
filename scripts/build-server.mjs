// Builds the server once into apps/server/dist, so `npm start` runs plain JavaScript instead of
// compiling the TypeScript on every start:
// - server.mjs: apps/server/src/server.ts bundled by esbuild with the workspace packages
//   (@bus/contracts is TypeScript); npm dependencies stay in node_modules;
// - migrations/: the committed migrations, which the server applies at every start;
// - pgdata-image.tar: the prepared database (migrated, seeded without the administrator) that a new
//   data directory starts from (apps/server/src/db/client.ts, db/build-image.ts).
// Each part is rebuilt only when something it is made from is newer than it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime, root, serverDist, serverEntry } from './lib.mjs';

const server = join(root, 'apps/server');
const imageEntry = join(serverDist, 'build-image.mjs');
const image = join(serverDist, 'pgdata-image.tar');

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const newest = (paths) => Math.max(...paths.map((path) => newestMtime(join(root, path))));

/** What the bundle is made from (the package manifests too: they decide what stays external). */
const BUNDLE_SOURCES = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/bpmn-designer/src',
  'packages/bpmn-designer/package.json',
  'package-lock.json',
];
/**
 * What the image is made from besides the bundle that writes it (migrations, seed data, the areas'
 * seeds and the menu codes of contracts' AREA_PAGES are all in it): the PGlite that wrote it. An
 * image older than its bundle is made again; one built from apps/server/src/db alone missed the
 * menu codes of a page declared in contracts.
 */
const IMAGE_SOURCES = ['apps/server/src/db', 'node_modules/@electric-sql/pglite/package.json'];

async function bundle() {
  const { build } = await import('esbuild');
  const dependencies = (file) => Object.keys(JSON.parse(readFileSync(join(root, file), 'utf8')).dependencies ?? {});
  // esbuild writes the chunks of this build beside those of earlier ones: drop the old ones first
  if (existsSync(serverDist)) for (const file of readdirSync(serverDist)) if (/\.mjs(\.map)?$/.test(file)) rmSync(join(serverDist, file));
  await build({
    entryPoints: { server: join(server, 'src/server.ts'), 'build-image': join(server, 'src/db/build-image.ts') },
    outdir: serverDist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...dependencies('apps/server/package.json'), ...dependencies('packages/contracts/package.json')],
    logLevel: 'warning',
  });
  rmSync(join(serverDist, 'migrations'), { recursive: true, force: true });
  cpSync(join(server, 'src/db/migrations'), join(serverDist, 'migrations'), { recursive: true });
}

/** Builds what is stale; returns 0 when the built server is ready to start. */
export async function buildServerDist({ force = false } = {}) {
  try {
    if (force || mtime(serverEntry) < newest(BUNDLE_SOURCES) || !existsSync(imageEntry)) {
      console.log('› building the server (apps/server/dist)…');
      await bundle();
    }
    if (force || mtime(image) < Math.max(newest(IMAGE_SOURCES), mtime(imageEntry))) {
      console.log('› preparing the database image for new data directories…');
      const tmp = `${image}.tmp`;
      const built = spawnSync(process.execPath, [imageEntry, tmp], { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } });
      if (built.status !== 0) return built.status ?? 1;
      // renamed into place only when complete: a half-written image is never used
      renameSync(tmp, image);
    }
    return 0;
  } catch (error) {
    console.error(error);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildServerDist({ force: process.argv.includes('--force') }));
