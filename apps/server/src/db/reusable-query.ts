import pg from 'pg';
import type { Database } from './client';

/** What Drizzle's `.prepare(name)` gives back: the SQL built once, run with the placeholders' values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** Drizzle keeps a database's (or a transaction's) connection in its session, as `client`. */
type WithSession = { session: { client: unknown } };
const clientOf = (db: Database) => (db as unknown as WithSession).session.client;

/**
 * A statement of a hot path (the approval runtime's moves, the to-do page) built by Drizzle once
 * per driver instead of at every execution: building a select of a wide table took 80-150 µs of
 * the server's one thread, as long as the database took to run it. `build` writes the query with
 * `sql.placeholder(...)` where the values go and ends in `.prepare(name)`; the returned function
 * runs it on any database or transaction with the values. The prepared query is Drizzle's own; it
 * is only pointed at the connection of the `db` it is run on (a transaction's, or the pool), so
 * it takes part in the caller's transaction like any other statement.
 */
export function reusableQuery<V extends Record<string, unknown>, R>(build: (db: Database) => Prepared<R>): (db: Database, values: V) => Promise<R> {
  // one per kind of session (PGlite's or node-postgres'), built on the first database seen of that kind
  const built = new Map<unknown, Prepared<R>>();
  return (db, values) => {
    const session = (db as unknown as WithSession).session;
    const kind = session.constructor;
    let prepared = built.get(kind);
    if (!prepared) built.set(kind, (prepared = build(db)));
    const bound = Object.create(prepared) as Prepared<R> & { client: unknown };
    bound.client = clientOf(db);
    return bound.execute(values);
  };
}

/** What both drivers' connections (and transactions) answer a plain parameterised statement with. */
type PlainClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * A statement Drizzle cannot write (several writes in one, through data-modifying WITH), run as
 * written on the connection of `db`, in its transaction if it is one. Values go as text and are
 * cast in the statement (`$1::text::jsonb`): the two drivers would otherwise each encode a JSON
 * value their own way. Rows come back as the driver reads them (column names as in the table).
 */
export function plainStatement<Row>(text: string): (db: Database, params: unknown[]) => Promise<Row[]> {
  return async (db, params) => (await (clientOf(db) as PlainClient).query(text, params)).rows as Row[];
}

/**
 * A transaction whose work needs some reads first that need not be in it (look-ups of settings
 * and people): on PostgreSQL the reads run on other pooled connections while the transaction's
 * BEGIN goes out, so the work waits for one round trip instead of two; if a read fails, the
 * transaction is rolled back having written nothing. The embedded database has one connection,
 * which the open transaction would hold: there, and inside a transaction, the reads come first.
 */
export async function transactionAfterReads<R, T>(db: Database, reads: () => Promise<R>, work: (tx: Database, read: R) => Promise<T>): Promise<T> {
  if (!(clientOf(db) instanceof pg.Pool)) {
    const read = await reads();
    return db.transaction((tx) => work(tx, read));
  }
  const pending = reads();
  // awaited inside the transaction; a failure there rolls it back
  pending.catch(() => {});
  return db.transaction(async (tx) => work(tx, await pending));
}
