import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * How many times a statement that may change the sign-in tables (sessions, users, their roles and
 * department roles) has run: a value read at generation N is current for as long as the generation
 * stays N. The embedded database's data directory belongs to this process alone, so every write
 * passes here. On PostgreSQL other instances write too: their changes arrive as notifications
 * (sign-in-listener.ts), and while this process is not listening (`live` false) nothing may be
 * taken as current.
 */
export interface WriteGeneration {
  readonly value: number;
  readonly live?: boolean;
}

/** the tables findActiveSession reads; `sys_user` does not match `sys_user_tenant` and the like */
const WATCHED = /\b(?:sys_session|sys_user|sys_user_role|sys_depart_role_user)\b(?!_)/i;
const READ_ONLY = /^\s*\(?\s*select\b/i;
const WRITE_WORD = /\b(?:insert|update|delete|truncate|alter|drop|create|merge|copy)\b/i;

/** the one write of a session that changes nothing a request checks (findActiveSession's last-seen refresh) */
const LAST_SEEN_ONLY = /^update "sys_session" set "last_seen_time" = \$1 where "sys_session"\."id" = \$2$/;

/** Whether a statement may change a watched table: a write (or anything not plainly a read) naming one. */
export function maySignInTables(text: string): boolean {
  if (!WATCHED.test(text) || LAST_SEEN_ONLY.test(text)) return false;
  return !READ_ONLY.test(text) || WRITE_WORD.test(text);
}

/**
 * A statement counted when issued and again when done (`done`): a read that ran meanwhile, before
 * or after the write, ends under another generation, so what it read is never taken as current.
 */
export function countSignInWrite(text: string, bump: () => void): (() => void) | undefined {
  if (!maySignInTables(text)) return undefined;
  bump();
  return bump;
}

const generations = new WeakMap<object, WriteGeneration>();

/** Registers the write generation kept for `db` (the embedded watcher below, or PostgreSQL's listener). */
export const keepWriteGeneration = (db: object, generation: WriteGeneration) => void generations.set(db, generation);

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
  const counted =
    (run: (...args: unknown[]) => Promise<unknown>) =>
    (text: string, ...rest: unknown[]) => {
      const written = countSignInWrite(text, bump);
      const done = run(text, ...rest);
      if (written) void done.then(written, written);
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
  keepWriteGeneration(db, generation);
  return generation;
}
