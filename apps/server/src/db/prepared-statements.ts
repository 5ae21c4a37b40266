import pg from 'pg';
import { countSignInWrite } from './write-watch';

/**
 * PostgreSQL parses, analyses and plans an unnamed statement again at every execution; for the
 * short statements an API request sends (a task by id, an instance update, a to-do page) that was
 * about as much of the database's time as running them (issue 11's bench). A statement text the
 * process has already sent once is sent from then on as a named prepared statement: each pooled
 * connection parses it once, and PostgreSQL reuses the plan where a generic one costs no more
 * than a custom one (plan_cache_mode=auto). Texts seen only once (an IN list of a given length, a
 * multi-row insert) stay unnamed, and past `MAX_NAMED_PER_CONNECTION` a connection names nothing
 * more, so neither side's memory grows with the variety of queries.
 */
const MAX_NAMED_PER_CONNECTION = 500;
/**
 * Statements with more values than this stay unnamed: a multi-row insert of a batch (an import's
 * 200 users) gains little from skipping its parse, and its kept parse tree and plan are large (on
 * the embedded database, in the server's own memory).
 */
export const MAX_NAMED_PARAMETERS = 100;
/** distinct texts remembered by the process (their names, or that they were seen once) */
const MAX_KNOWN_TEXTS = 5_000;

/** text -> its statement name once seen twice, `null` after its first use */
const known = new Map<string, string | null>();
let nextName = 1;

/** Whether a statement with `count` values is sent by name once seen again (one without values goes as a simple query). */
export const nameable = (count: number) => count > 0 && count <= MAX_NAMED_PARAMETERS;

/** The name a statement text goes by, or undefined while it has been seen only once. */
export function statementName(text: string): string | undefined {
  const name = known.get(text);
  if (name) return name;
  if (name === null) {
    const given = `s${nextName++}`;
    known.set(text, given);
    return given;
  }
  if (known.size < MAX_KNOWN_TEXTS) known.set(text, null);
  return undefined;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** The pool's options as each client receives them; `onSignInWrite` counts writes of the sign-in tables (write-watch.ts). */
export type PreparingClientConfig = pg.ClientConfig & { onSignInWrite?: () => void };

/**
 * A pg client that names the statement texts it sees again (see above), and counts the statements
 * that may change the sign-in tables when issued and when done (`onSignInWrite`).
 */
export class PreparingClient extends pg.Client {
  private named = new Set<string>();
  private readonly onSignInWrite?: () => void;

  constructor(config?: PreparingClientConfig) {
    super(config);
    this.onSignInWrite = config?.onSignInWrite;
  }

  // pg's query() has many overloads; this one only rewrites an object config with parameters
  override query(...args: unknown[]): never {
    const [given, values] = args as [QueryConfigLike | string, unknown];
    // query(text, values) as the pool's query() and raw() send it, or query({ text, ... }, values?) as Drizzle does
    const config: QueryConfigLike | undefined = typeof given === 'string' ? { text: given } : (given ?? undefined);
    if (
      config &&
      typeof config.submit !== 'function' && // a Cursor or COPY stream, passed through as is
      config.name === undefined &&
      typeof config.text === 'string' &&
      nameable(Array.isArray(values) ? values.length : Array.isArray(config.values) ? config.values.length : 0)
    ) {
      const name = statementName(config.text);
      if (name && (this.named.has(name) || this.named.size < MAX_NAMED_PER_CONNECTION)) {
        this.named.add(name);
        args[0] = { ...config, name };
      }
    }
    const written = this.onSignInWrite && typeof config?.text === 'string' ? countSignInWrite(config.text, this.onSignInWrite) : undefined;
    if (written && typeof args[args.length - 1] === 'function') {
      const callback = args[args.length - 1] as (...a: unknown[]) => void;
      args[args.length - 1] = (...a: unknown[]) => {
        written();
        callback(...a);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (written && result instanceof Promise) void result.then(written, written);
    return result as never;
  }
}
