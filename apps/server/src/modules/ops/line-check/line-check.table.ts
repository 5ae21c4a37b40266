import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 线路巡检: an inspector's finding on a line (and stop), followed up until closed. */
export const opsLineCheck = pgTable(
  'ops_line_check',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    routeId: text('route_id').notNull(),
    stopId: text('stop_id'),
    /** the inspector's user name */
    inspector: text('inspector').notNull(),
    checkTime: timestampColumn('check_time').notNull(),
    /** dictionary ops_check_category: stop_facility | road | vehicle | service | safety | other */
    category: text('category').notNull(),
    findings: text('findings').notNull(),
    /** uploaded photos (sys stored file ids) */
    photos: jsonb('photos').notNull().$type<string[]>().default([]),
    /** open | assigned | fixed | closed */
    state: text('state').notNull().default('open'),
    assignee: text('assignee'),
    resolution: text('resolution'),
    closeTime: timestampColumn('close_time'),
    ...auditColumns(),
  },
  (t) => [index('ops_line_check_route_idx').on(t.tenantId, t.routeId, t.checkTime)],
);
