import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { nameRepeatedStatements } from './pglite-named-statements';
import { PreparingClient, type PreparingClientConfig } from './prepared-statements';
import { listenForSignInWrites } from './sign-in-listener';
import { keepWriteGeneration, watchSignInWrites } from './write-watch';
import { unpackImage } from './unpack-image';
import { DEFAULT_POOL_SIZE } from '../config';

export type Schema = typeof schema;
/**
 * The query builder both drivers share (a transaction is one too). Drizzle is given no schema: the
 * relational API (`db.query.*`) is not used, and with a schema every transaction built a query
 * builder for each of the schema's tables before its first statement.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** the embedded database (PGlite) rather than PostgreSQL: one process, one connection */
export const isEmbeddedDatabase = (db: Database) => typeof (db as unknown as { $client?: { waitReady?: unknown } }).$client?.waitReady !== 'undefined';

const here = path.dirname(fileURLToPath(import.meta.url));
export const migrationsFolder = path.join(here, 'migrations');
/**
 * The prepared database image: the built server (apps/server/dist, scripts/build-server.mjs) carries
 * a PGlite data directory, migrated and seeded without the administrator, that a new DATA_DIR starts
 * from instead of running initdb, every migration and the seed. Absent when run from the sources.
 */
export const databaseImage = path.join(here, 'pgdata-image.tar');

/** A database plus how to migrate and close it; buildApp takes one so tests can inject theirs. */
/** A parameterised query through the driver itself, without the ORM (benchmarks, tests). */
export type RawQuery = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<{ rows: T[] }>;

export interface DatabaseHandle {
  db: Database;
  raw: RawQuery;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  // PGlite copies its type parsers into a new object at every query that brings parsers of its own,
  // as every Drizzle query does (timestamps kept as text): it holds 300-470 of them (one per array
  // type of the database), and the copy took 80-130 µs a query, as long as a short query runs. Held
  // on the prototype of an empty object they are still found by every query, and the copy is empty;
  // a Drizzle query then parses built-in types with PGlite's defaults (no table has array columns).
  client.parsers = Object.create(client.parsers) as PGlite['parsers'];
  // statements sent again run by name, parsed and planned once (pglite-named-statements.ts)
  nameRepeatedStatements(client);
  const db = drizzlePglite({ client });
  watchSignInWrites(client, db);
  return {
    db: db as unknown as Database,
    raw: async (text, params) => ({ rows: (await client.query(text, params)).rows as never[] }),
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * An idle pooled connection can be ended by the server (restart, failover, an administrator, a
 * dropped database). pg reports that as an 'error' event on the pool, and an unheard 'error'
 * event would bring the whole process down: note it, the pool opens a new connection when needed.
 */
function reportIdleConnectionError(error: Error) {
  process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `PostgreSQL closed an idle connection: ${error.message}` })}\n`);
}

export function postgresHandle(connectionString: string, max = DEFAULT_POOL_SIZE, onIdleError = reportIdleConnectionError): DatabaseHandle {
  // sessions looked up are kept until a sign-in table changes: here, or on another instance (sign-in-listener.ts)
  const signIn = listenForSignInWrites(connectionString, onIdleError);
  // statements the server sends again go as named prepared statements (prepared-statements.ts)
  const config: PreparingClientConfig = { connectionString, onSignInWrite: signIn.bump };
  const pool = new pg.Pool({ ...config, max, Client: PreparingClient });
  pool.on('error', onIdleError);
  const db = drizzlePg({ client: pool });
  keepWriteGeneration(db, signIn.generation);
  return {
    db: db as unknown as Database,
    raw: async (text, params) => ({ rows: (await pool.query(text, params)).rows }),
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await signIn.close();
      await pool.end();
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR/pgdata; a new
 * data directory is unpacked from `image` when there is one (migrations and seed still run after).
 */
export async function openDatabase(
  options: { databaseUrl?: string; databasePoolSize?: number; dataDir: string; embeddedBuffersMb?: number; embeddedWasmOptimizer?: boolean },
  image = databaseImage,
): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl, options.databasePoolSize);
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(options.dataDir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(image)) unpackImage(image, dir);
  mkdirSync(dir, { recursive: true });
  // V8 compiles the database's WebAssembly (9 MB) with its baseline compiler, then again with its
  // optimizing one in background threads: that second copy and its compile memory were about 60 MB
  // of an idle server (issue 10: 10,000 users imported under 300 MB). The flag holds for the whole
  // process; the app's short queries run as fast on baseline code, large aggregates about 40% slower.
  if (!options.embeddedWasmOptimizer) v8.setFlagsFromString('--liftoff-only');
  const client = new PGlite(dir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.embeddedBuffersMb ?? 16}MB`],
  });
  await client.waitReady;
  return pgliteHandle(client);
}
