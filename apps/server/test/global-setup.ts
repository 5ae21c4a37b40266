/**
 * Builds the migrated + seeded database ONCE per run (without the demo bus operations: an API test
 * writes the lines, trips and buses it needs; the seeds' own tests cover the demo network); every
 * test then gets a cheap copy:
 * PGlite: a data-dir dump that a worker loads and then resets between tests (test/database-reset.ts);
 * PostgreSQL (DATABASE_URL set): a template database that each test copies (CREATE DATABASE ... TEMPLATE).
 */
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteHandle, postgresHandle } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { databaseUrlFor, type TestDatabaseInfo } from './database-info';
import { snapshotTables } from './database-reset';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

import { SEED_ADMIN_PASSWORD } from './database-info';
export { SEED_ADMIN_PASSWORD };

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `bus_test_tpl_${randomUUID().slice(0, 8)}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = postgresHandle(databaseUrlFor(databaseUrl, template), 2);
    await prepareDatabase(handle, { adminPassword: SEED_ADMIN_PASSWORD, withoutDemoOperations: true });
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url: databaseUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = new PGlite();
  await prepareDatabase(pgliteHandle(client), { adminPassword: SEED_ADMIN_PASSWORD, withoutDemoOperations: true });
  // the seeded tables' copies a used database is reset from (test/database-reset.ts)
  await snapshotTables(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(os.tmpdir(), `bus-test-${randomUUID()}.tar`);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rmSync(dumpFile, { force: true });
}
