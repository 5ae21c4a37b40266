import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestampColumn } from '../../../db/columns';

/** 企业与个人定制: a request for a custom bus (commuter shuttle, school run ...). */
export const opsCustomRequest = pgTable(
  'ops_custom_request',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    /** enterprise | personal */
    kind: text('kind').notNull(),
    /** the company's name (enterprise) */
    company: text('company'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    /** HH:mm */
    departTime: text('depart_time').notNull(),
    returnTime: text('return_time'),
    passengers: integer('passengers').notNull(),
    /** 1..7 weekdays it runs, e.g. [1,2,3,4,5] */
    weekdays: text('weekdays').notNull().default('1,2,3,4,5'),
    /** submitted | evaluating | opened | rejected */
    state: text('state').notNull().default('submitted'),
    /** the custom line opened for it (ops_route.id) */
    routeId: text('route_id'),
    reply: text('reply'),
    submitTime: timestampColumn('submit_time').notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [index('ops_custom_request_state_idx').on(t.tenantId, t.state, t.submitTime)],
);

/** 定制客运票务: a seat sold on a custom line for one travel date. Money in 分. */
export const opsCustomTicket = pgTable(
  'ops_custom_ticket',
  {
    id: idColumn(),
    tenantId: integer('tenant_id').notNull(),
    orderNo: text('order_no').notNull(),
    routeId: text('route_id').notNull(),
    memberId: text('member_id'),
    passengerName: text('passenger_name').notNull(),
    phone: text('phone').notNull(),
    /** YYYY-MM-DD */
    travelDate: text('travel_date').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** paid | used | refunded | cancelled */
    state: text('state').notNull().default('paid'),
    purchaseTime: timestampColumn('purchase_time').notNull().defaultNow(),
  },
  (t) => [index('ops_custom_ticket_route_idx').on(t.tenantId, t.routeId, t.travelDate), index('ops_custom_ticket_order_idx').on(t.tenantId, t.orderNo)],
);
