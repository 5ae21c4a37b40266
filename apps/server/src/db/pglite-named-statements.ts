import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { nameable, statementName } from './prepared-statements';

/**
 * Named prepared statements on the embedded database, as PreparingClient gives them on PostgreSQL
 * (prepared-statements.ts): a statement text the process sends again is parsed once per database
 * and then only bound and executed. PGlite's own query() sends every statement unnamed, in six
 * calls into the WebAssembly module (parse, describe, bind, describe, execute, sync): PostgreSQL
 * parsed, analysed and planned it again each time, and a to-do page took 1.5 ms where the named
 * statement takes 0.3 ms. A named statement is one call (bind, describe, execute, sync), after a
 * first one that parses it and learns its parameters' types, to encode the values as PGlite would.
 *
 * This relies on PGlite's query mutexes (`_runExclusiveTransaction`, `_runExclusiveQuery`), the
 * ones its own query() takes; client.embedded.test.ts checks the behaviour both ways.
 */

/** what PGlite keeps internally and this module uses */
interface PGliteInternals {
  _checkReady(): Promise<void>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  serializers: Record<number, ((value: unknown) => string) | undefined>;
  parsers: Record<number, unknown>;
}

type Query = PGlite['query'];

/** statements named on one database at most (each holds its parse tree and plan in the module's memory) */
const MAX_NAMED_PER_DATABASE = 500;

/** per database: each named statement's parameter types, once it has been parsed */
const parameterTypes = new WeakMap<PGlite, Map<string, number[]>>();
const wrapped = new WeakSet<PGlite>();

const concat = (parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
};

/** The statement run by name: parsed first if this database has not seen it, then bound and executed in one call. */
async function runNamed<T>(
  client: PGlite,
  types: Map<string, number[]>,
  name: string,
  text: string,
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const internals = client as unknown as PGliteInternals;
  const stream = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  try {
    let oids = types.get(name);
    if (!oids) {
      try {
        const messages = await stream(
          concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
        );
        const description = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
        oids = description?.dataTypeIDs ?? [];
      } catch (error) {
        // a statement that parsed but could not be described is dropped, so that the next use parses it anew
        await client.execProtocolStream(concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), {
          syncToFs: false,
          throwOnError: false,
        });
        throw error;
      }
      types.set(name, oids);
    }
    const serializers = options?.serializers as PGliteInternals['serializers'] | undefined;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = serializers?.[oids[i]] ?? internals.serializers[oids[i]];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await stream(
      concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, internals.parsers as never, options)[0] as Results<T>;
  } catch (error) {
    // as PGlite's query() reports a failed statement: with its text and values
    if (error && typeof error === 'object') Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  }
}

/** A query function that runs texts seen before by name and passes anything else to `original`. */
function namingQuery(client: PGlite, original: Query, inTransaction: boolean): Query {
  const internals = client as unknown as PGliteInternals;
  let types = parameterTypes.get(client);
  if (!types) parameterTypes.set(client, (types = new Map()));
  const named = types;
  return async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    // only statements with values (not too many), without PGlite's blob or declared parameter types
    const name = nameable(params?.length ?? 0) && !options?.blob && !options?.paramTypes ? statementName(text) : undefined;
    if (!name || (!named.has(name) && named.size >= MAX_NAMED_PER_DATABASE)) return original<T>(text, params, options);
    if (inTransaction) return internals._runExclusiveQuery(() => runNamed<T>(client, named, name, text, params!, options));
    await internals._checkReady();
    return internals._runExclusiveTransaction(() => internals._runExclusiveQuery(() => runNamed<T>(client, named, name, text, params!, options)));
  };
}

/** Makes the client's queries, and those of its transactions, use named statements (once per client). */
export function nameRepeatedStatements(client: PGlite): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  client.query = namingQuery(client, client.query.bind(client), false);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const query = tx.query.bind(tx);
      const naming = namingQuery(client, query, true);
      // a closed transaction's query() refuses as PGlite's does
      const guarded: Query = (text, params, options) => (tx.closed ? query(text, params, options) : naming(text, params, options));
      return work(Object.assign(Object.create(tx) as Transaction, { query: guarded }));
    });
}
