import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { customTicketResource, maskPhone, OPS_CUSTOM_TICKET_VALID_STATES, PERMS, type CustomTicketRecord, type CustomTicketSummary } from '@bus/contracts';
import type { Database } from '../../../db/client';
import { formatDateTime } from '../../../lib/date-time';
import { defineList, fieldsOf, listWhere, type ListContext, type ListQueryParts, type QueryParams } from '../../../lib/list-query';
import { readOnlyResourceKit } from '../../../lib/resource-kit';
import { qualified } from '../../../lib/sql-ref';
import { phoneFilter } from '../member/phone-filter';
import { opsRoute } from '../network/network.table';
import { opsCustomTicket } from './custom.table';

export const customTicketList = defineList({
  name: 'ops_custom_ticket',
  dataRulePermission: PERMS.ops.customTicket.list,
  table: opsCustomTicket,
  fields: fieldsOf(customTicketResource.fields, {
    orderNo: opsCustomTicket.orderNo,
    routeId: opsCustomTicket.routeId,
    routeName: null,
    passengerName: opsCustomTicket.passengerName,
    phone: { column: opsCustomTicket.phone, filter: phoneFilter(opsCustomTicket.phone) },
    travelDate: opsCustomTicket.travelDate,
    priceCents: opsCustomTicket.priceCents,
    price: null,
    state: opsCustomTicket.state,
    purchaseTime: opsCustomTicket.purchaseTime,
  }),
  defaultSort: customTicketResource.defaultSort,
  tieBreaker: opsCustomTicket.id,
  tenantColumn: opsCustomTicket.tenantId,
});

const { tenantId: _tenantId, ...ticketColumns } = getTableColumns(opsCustomTicket);

/** the list's rows: the ticket with its line's number and name */
export const selectTickets = (db: Database) => (parts: ListQueryParts) =>
  db
    .select({
      ...ticketColumns,
      routeNumber: sql<string | null>`(select r.number from ops_route r where r.id = ${qualified(opsCustomTicket.routeId)})`,
      routeName: sql<string | null>`(select r.name from ops_route r where r.id = ${qualified(opsCustomTicket.routeId)})`,
    })
    .from(opsCustomTicket)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(parts.limit)
    .offset(parts.offset);

export type TicketRow = Omit<typeof opsCustomTicket.$inferSelect, 'tenantId'> & { routeNumber?: string | null; routeName?: string | null } & Record<
    string,
    unknown
  >;

/** A ticket as the pages see it: never the whole phone number. */
export const toTicketRecord = (row: TicketRow): CustomTicketRecord => ({
  id: row.id,
  orderNo: row.orderNo,
  routeId: row.routeId,
  routeNumber: row.routeNumber ?? null,
  routeName: row.routeName ?? null,
  memberId: row.memberId,
  passengerName: row.passengerName,
  phone: maskPhone(row.phone),
  travelDate: row.travelDate,
  priceCents: row.priceCents,
  state: row.state,
  state_dictText: row.state_dictText as string | undefined,
  purchaseTime: formatDateTime(row.purchaseTime),
});

/** 定制客运票务's list, queryById and export on the read-only kit (phones masked, the export's price in yuan). */
export const customTicketKit = readOnlyResourceKit({
  resource: customTicketResource,
  table: opsCustomTicket,
  list: customTicketList,
  select: selectTickets as (db: Database) => (parts: ListQueryParts) => Promise<TicketRow[]>,
  toRecord: toTicketRecord,
  exportRow: (record) => ({ ...record, price: (record.priceCents / 100).toFixed(2) }),
});

/** line-days shown in the summary at most (a month of four lines) */
export const SUMMARY_MAX_DAYS = 120;

/** Tickets and takings of the tickets the list's filters select, with seats sold per line and day. */
export async function ticketSummary(params: QueryParams, context: ListContext): Promise<CustomTicketSummary> {
  const { db } = context;
  const { where } = await listWhere(customTicketList, params, context);
  const sold = inArray(opsCustomTicket.state, [...OPS_CUSTOM_TICKET_VALID_STATES]);
  const soldSeats = sql<number>`count(*) filter (where ${sold})`.mapWith(Number);
  const amountCents = sql<number>`coalesce(sum(${opsCustomTicket.priceCents}) filter (where ${sold}), 0)`.mapWith(Number);
  const [totals] = await db
    .select({
      tickets: count(),
      soldSeats,
      amountCents,
      refunded: sql<number>`count(*) filter (where ${eq(opsCustomTicket.state, 'refunded')})`.mapWith(Number),
    })
    .from(opsCustomTicket)
    .where(where);
  const days = await db
    .select({ routeId: opsCustomTicket.routeId, routeNumber: opsRoute.number, travelDate: opsCustomTicket.travelDate, soldSeats, amountCents })
    .from(opsCustomTicket)
    .leftJoin(opsRoute, eq(opsRoute.id, opsCustomTicket.routeId))
    .where(where)
    .groupBy(opsCustomTicket.routeId, opsRoute.number, opsCustomTicket.travelDate)
    .orderBy(asc(opsCustomTicket.travelDate), asc(opsRoute.number))
    .limit(SUMMARY_MAX_DAYS + 1);
  return {
    tickets: Number(totals?.tickets ?? 0),
    soldSeats: totals?.soldSeats ?? 0,
    amountCents: totals?.amountCents ?? 0,
    refunded: totals?.refunded ?? 0,
    days: days.slice(0, SUMMARY_MAX_DAYS),
    moreDays: days.length > SUMMARY_MAX_DAYS,
  };
}
