import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * How many times a statement that may change the sign-in tables (sessions, users, their roles and
 * department roles) has run. Only the embedded database has one: its data directory belongs to this
 * process alone, so every write passes here and a value read at generation N is current for as long
 * as the generation stays N. PostgreSQL may be written by other instances: nothing is cached there.
 */
export interface WriteGeneration {
  readonly value: number;
}

/** the tables findActiveSession reads; `sys_user` does not match `sys_user_tenant` and the like */
const WATCHED = /\b(?:sys_session|sys_user|sys_user_role|sys_depart_role_user)\b(?!_)/i;
const READ_ONLY = /^\s*\(?\s*select\b/i;
const WRITE_WORD = /\b(?:insert|update|delete|truncate|alter|drop|create|merge|copy)\b/i;

/** Whether a statement may change a watched table: a write (or anything not plainly a read) naming one. */
export function maySignInTables(text: string): boolean {
  if (!WATCHED.test(text)) return false;
  return !READ_ONLY.test(text) || WRITE_WORD.test(text);
}

const generations = new WeakMap<object, WriteGeneration>();

/** The write generation of a database (Drizzle's object for the embedded client), if it keeps one. */
export const writeGenerationOf = (db: object): WriteGeneration | undefined => generations.get(db);

/**
 * Counts the statements on `client` (and in its transactions) that may change the sign-in tables,
 * and registers the count for `db`.
 */
export function watchSignInWrites(client: PGlite, db: object): WriteGeneration {
  const generation = { value: 0 };
  const bump = () => {
    generation.value += 1;
  };
  // counted when issued and again when done: a read that ran meanwhile (before or after the write)
  // ends under another generation, so what it read is never taken as current
  const counted =
    (run: (...args: unknown[]) => Promise<unknown>) =>
    (text: string, ...rest: unknown[]) => {
      if (!maySignInTables(text)) return run(text, ...rest);
      bump();
      const done = run(text, ...rest);
      void done.then(bump, bump);
      return done;
    };
  const watch = <T extends Pick<Transaction, 'query' | 'exec'>>(target: T): T => {
    target.query = counted(target.query.bind(target) as never) as T['query'];
    target.exec = counted(target.exec.bind(target) as never) as T['exec'];
    return target;
  };
  watch(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) => transaction((tx) => work(watch(tx)))) as PGlite['transaction'];
  generations.set(db, generation);
  return generation;
}
