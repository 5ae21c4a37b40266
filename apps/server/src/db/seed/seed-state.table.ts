import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from '../columns';

/**
 * What the last seed wrote: a fingerprint of the seed data. A start whose seed data has that
 * fingerprint (and whose administrator exists) skips the seed: rebuilding and sending its few
 * thousand rows only to have every one refused as present took about a tenth of a start.
 */
export const sysSeedState = pgTable('sys_seed_state', {
  id: text('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededTime: timestampColumn('seeded_time').notNull(),
});
