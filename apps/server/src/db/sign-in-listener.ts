import pg from 'pg';
import type { WriteGeneration } from './write-watch';

/** the channel migration 0015's triggers announce sign-in changes on */
const SIGN_IN_CHANNEL = 'sign_in_writes';
const RECONNECT_MS = 1_000;

export interface ListenedGeneration extends WriteGeneration {
  value: number;
  live: boolean;
  /** the payload of the last notification heard (the triggers send none; a test's marker does) */
  lastHeard?: string;
}

/**
 * The write generation of the sign-in tables on PostgreSQL (see write-watch.ts): bumped by this
 * process's own writes (the pool's clients call `bump`) and by every notification of another
 * instance's, received on a connection of its own that LISTENs. Until that connection listens, and
 * from the moment it is lost until it listens again, `live` is false: a change could go unheard,
 * so nothing read is kept.
 */
export function listenForSignInWrites(connectionString: string, onError: (error: Error) => void) {
  const generation: ListenedGeneration = { value: 0, live: false };
  const bump = () => {
    generation.value += 1;
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  // a database that stays away is reported once, not at every attempt to listen again
  let reported = false;
  const lost = (error?: Error) => {
    generation.live = false;
    bump();
    if (error && !reported) onError(error);
    reported ||= Boolean(error);
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS).unref();
  };
  async function connect() {
    retry = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', lost);
    next.on('end', () => client === next && lost());
    next.on('notification', (message: pg.Notification) => {
      bump();
      generation.lastHeard = message.payload;
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SIGN_IN_CHANNEL}`);
      if (closed || client !== next) return void next.end().catch(() => undefined);
      bump(); // whatever was read before listening is not current
      generation.live = true;
      reported = false;
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }
  void connect();

  return {
    generation,
    bump,
    async close() {
      closed = true;
      clearTimeout(retry);
      generation.live = false;
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => undefined);
      await last?.end().catch(() => undefined);
    },
  };
}
