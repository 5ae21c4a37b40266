/**
 * What an area is to the server (issue 23, one registration point per area): a name and the plugin
 * that registers its routes under /api. The areas are listed once, in areas.ts; a new area adds
 * its folder and one line there.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { TestCodes } from '../lib/test-codes';
import type { SmsSender } from './sys/sms/sms-sender';

/** What app.ts hands every area's routes (most areas need none of it). */
export interface AreaDeps {
  config: AppConfig;
  smsSender: SmsSender;
  /** the test-only code store (NODE_ENV=test), or null */
  testCodes: TestCodes | null;
}

/**
 * An area's seed (db/seed runs it after the system's own, in the seed's one transaction):
 * `reference` is what the area cannot work without (its settings, its dictionaries' rows) and is
 * always written; `demo` is the demo company's data, left out where the seed leaves out the demo
 * operations (API tests). Both idempotent (stable ids, ON CONFLICT DO NOTHING) and deterministic.
 * Raise `version` when what they write changes: the seed runs again where it had run before.
 */
export interface AreaSeed {
  version: number;
  reference?(tx: Database, now: Date): Promise<void>;
  demo?(tx: Database, now: Date): Promise<void>;
  /**
   * The demo data that depends on the day (this week's orders, yesterday's statements): run with
   * `demo`, and again at the first start of a data directory unpacked from the prepared image, for
   * the days since the image was made.
   */
  dated?(tx: Database, now: Date): Promise<void>;
}

export interface Area {
  name: string;
  routes: FastifyPluginAsync<AreaDeps>;
  seed?: AreaSeed;
}
