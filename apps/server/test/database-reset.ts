/**
 * Reusing one embedded database for many tests: loading the seeded image into a new PGlite takes
 * about 2 s (a 40 MB data directory unpacked and started), most of an API test's time. The image
 * carries a copy of every seeded table in the `test_snapshot` schema, so a database a test has
 * used is put back to the seeded state in one batch instead: every table emptied and refilled from
 * its copy, every sequence set back. A test that changed the schema itself is not reset (the
 * fingerprint differs) and the caller loads a new copy.
 */
import type { PGlite } from '@electric-sql/pglite';

const SNAPSHOT = 'test_snapshot';

/** Tables, columns and sequences of the application's schemas (not the migrator's, not the copies). */
const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast', 'drizzle', '${SNAPSHOT}') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'`;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What the schema is made of: a test that creates, drops or alters a relation changes it. */
async function fingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ print: string }>(
    `SELECT md5(coalesce(string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts::text, ',' ORDER BY n.nspname, c.relname), '')) AS print
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMAS} AND c.relkind IN ('r', 'S', 'v', 'm', 'i', 'p')`,
  );
  return rows[0].print;
}

/** Copies every table of the seeded database into `test_snapshot` (run once, before the image is dumped). */
export async function snapshotTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${USER_SCHEMAS} AND c.relkind IN ('r', 'p') ORDER BY 1, 2`,
  );
  const statements = [`CREATE SCHEMA ${SNAPSHOT}`];
  for (const table of rows) {
    statements.push(`CREATE TABLE ${SNAPSHOT}.${quote(`${table.schema}.${table.name}`)} AS SELECT * FROM ${quote(table.schema)}.${quote(table.name)}`);
  }
  const sequences = await client.query<{ schema: string; name: string; last: string | null; called: boolean }>(
    `SELECT schemaname AS schema, sequencename AS name, last_value::text AS last, last_value IS NOT NULL AS called FROM pg_sequences
      WHERE schemaname NOT IN ('drizzle', '${SNAPSHOT}')`,
  );
  statements.push(`CREATE TABLE ${SNAPSHOT}.sequences (schema text, name text, last bigint, called boolean)`);
  for (const sequence of sequences.rows) {
    statements.push(`INSERT INTO ${SNAPSHOT}.sequences VALUES ('${sequence.schema}', '${sequence.name}', ${sequence.last ?? 'NULL'}, ${sequence.called})`);
  }
  statements.push(`CREATE TABLE ${SNAPSHOT}.fingerprint AS SELECT '${await fingerprint(client)}'::text AS print`);
  await client.exec(statements.join(';\n'));
}

/** The batch that puts the tables back, built once per process (every copy comes from the same image). */
let resetBatch: Promise<{ sql: string; print: string }> | undefined;

async function buildResetBatch(client: PGlite): Promise<{ sql: string; print: string }> {
  const tables = await client.query<{ schema: string; name: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE ${USER_SCHEMAS} AND c.relkind IN ('r', 'p')
      GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const sequences = await client.query<{ schema: string; name: string; last: string | null; called: boolean }>(
    `SELECT schema, name, last::text AS last, called FROM ${SNAPSHOT}.sequences`,
  );
  const print = (await client.query<{ print: string }>(`SELECT print FROM ${SNAPSHOT}.fingerprint`)).rows[0].print;
  const names = tables.rows.map((table) => `${quote(table.schema)}.${quote(table.name)}`);
  const statements = [`TRUNCATE ${names.join(', ')} RESTART IDENTITY`];
  for (const table of tables.rows) {
    const columns = table.columns.map(quote).join(', ');
    statements.push(
      `INSERT INTO ${quote(table.schema)}.${quote(table.name)} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM ${SNAPSHOT}.${quote(`${table.schema}.${table.name}`)}`,
    );
  }
  for (const sequence of sequences.rows) {
    const target = `'${quote(sequence.schema)}.${quote(sequence.name)}'`;
    statements.push(sequence.last === null ? `SELECT setval(${target}, 1, false)` : `SELECT setval(${target}, ${sequence.last}, ${sequence.called})`);
  }
  return { sql: `BEGIN;\n${statements.join(';\n')};\nCOMMIT;`, print };
}

/**
 * Puts a used copy back to the seeded state; false when the test changed the schema (the copy is
 * then of no further use).
 */
export async function resetDatabase(client: PGlite): Promise<boolean> {
  // a test that ended inside a transaction (an app closed mid-request) leaves it open
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  resetBatch ??= buildResetBatch(client);
  const batch = await resetBatch;
  if ((await fingerprint(client)) !== batch.print) return false;
  await client.exec(batch.sql);
  return true;
}
