import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/columns';

/** Routes of an upstream proxy (Spring-Cloud-Gateway style), exported as JSON for the proxy. */
export const sysGatewayRoute = pgTable('sys_gateway_route', {
  id: idColumn(),
  routerId: text('router_id').notNull().unique(),
  name: text('name').notNull(),
  /** http://, https:// or lb:// */
  uri: text('uri').notNull(),
  /** JSON array of predicates, e.g. ["Path=/api/**"] */
  predicates: text('predicates').notNull().default('[]'),
  /** JSON array of filters, e.g. ["StripPrefix=1"] */
  filters: text('filters').notNull().default('[]'),
  sortOrder: integer('sort_order').notNull().default(0),
  /** 1 enabled, 0 disabled */
  status: smallint('status').notNull().default(1),
  ...auditColumns(),
});
