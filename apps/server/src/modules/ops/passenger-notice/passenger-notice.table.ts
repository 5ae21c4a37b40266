import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 公告管理: a notice to passengers about diversions and suspensions on lines and stops. */
export const opsPassengerNotice = pgTable(
  'ops_passenger_notice',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    title: text('title').notNull(),
    /** diversion | suspension | timetable | info */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    routeIds: jsonb('route_ids').notNull().$type<string[]>().default([]),
    stopIds: jsonb('stop_ids').notNull().$type<string[]>().default([]),
    validFrom: timestampColumn('valid_from').notNull(),
    validTo: timestampColumn('valid_to'),
    /** draft | published | withdrawn */
    state: text('state').notNull().default('draft'),
    publishTime: timestampColumn('publish_time'),
    publishBy: text('publish_by'),
    ...auditColumns(),
  },
  (t) => [index('ops_passenger_notice_state_idx').on(t.tenantId, t.state, t.validFrom)],
);
