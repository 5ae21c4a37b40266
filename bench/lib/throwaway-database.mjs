// A throw-away PostgreSQL database for one bench: created at BENCH_PG_URL (default the local
// postgres database), handed to `work` as a connection URL, dropped afterwards whatever happened.
import pg from 'pg';

/** Returns `work(url)`'s result, or a `skipped: …` text when PostgreSQL is not reachable. */
export async function withThrowawayDatabase(prefix, work) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return `skipped: PostgreSQL not reachable at ${adminUrl}`;
  }
  const name = `${prefix}_${Date.now()}`;
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
